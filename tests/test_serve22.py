"""kg serve: a SPARQL syntax error answers 400 with the same readable message as kg query."""


def test_a_syntax_error_answer_names_character_classes_in_words_on_one_line():
    import pyoxigraph as ox
    from kg.serve import _execute

    reply = _execute(ox.Store(), "SELECT ?x WHERE { ?x ?p \n", ["application/sparql-results+json"])
    assert reply.status == 400
    body = reply.body.decode("utf-8")
    # session 35: placed by rdflib's parser, as kg query places it (Oxigraph said 2:1)
    assert body.startswith("SPARQL syntax error 1:19: near '?x' in line 1: SELECT ?x WHERE { ?x ?p; at the end, "
                           "1 '{' not closed")
    reply = _execute(ox.Store(), "SELECT ?x WHERE { ?x nope:p ?o }", ["application/sparql-results+json"])
    body = reply.body.decode("utf-8")  # session 41: the undeclared prefix named, at its place
    assert reply.status == 400 and body == ("SPARQL error 1:22: undefined prefix 'nope:': declare it with PREFIX "
                                            "nope: <...> before the query, or write the full <IRI>\n")
