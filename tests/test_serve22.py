"""kg serve: a SPARQL syntax error answers 400 with the same readable message as kg query."""


def test_a_syntax_error_answer_names_character_classes_in_words_on_one_line():
    import pyoxigraph as ox
    from kg.serve import _execute

    reply = _execute(ox.Store(), "SELECT ?x WHERE { ?x ?p \n", ["application/sparql-results+json"])
    assert reply.status == 400
    body = reply.body.decode("utf-8")
    assert body.startswith("SPARQL syntax error: error at 2:1: expected one of ")
    assert "a digit" in body and "a letter" in body
    assert "..=" not in body and "\\u{" not in body
    assert "\n" not in body.rstrip("\n")
