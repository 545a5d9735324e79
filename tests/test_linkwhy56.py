"""kg.link records why each external match was made only as the matching branch states it: a
match whose branch noted no rule gets no made-up "exact-label" (session 56)."""
from kg import link as linkmod
from kg.link import link
from kg.records import Entity
from kg.vocab import pwc_methods


def test_a_match_with_no_recorded_rule_claims_none(monkeypatch):
    dropout = pwc_methods()["dropout"]

    def silent_short_form(entity, ambiguous=frozenset(), why=None):
        return None, dropout  # a close match whose branch (a future rule, say) notes no reason

    monkeypatch.setattr(linkmod._Linker, "_short_form_method", staticmethod(silent_short_form))
    ent = Entity("method/quillnet", "Method", "QuillNet", [], ["p1"])
    link([ent])
    assert ent.close_matches == [dropout.iri]
    # before session 56: ("exact-label", "QuillNet"), an exact rule for a close match of another name
    assert dropout.iri not in ent.match_support


def test_recorded_rules_unchanged():
    kd = Entity("method/knowledge-distillation", "Method", "knowledge distillation", [], ["p1"])
    drop = Entity("method/standard-dropout", "Method", "standard dropout", [], ["p1"])
    link([kd, drop])
    assert kd.match_support == {"https://paperswithcode.com/method/knowledge-distillation":
                                ("exact-label", "knowledge distillation")}
    assert drop.match_support == {"https://paperswithcode.com/method/dropout":
                                  ("same-sense-modifier", "standard dropout")}
