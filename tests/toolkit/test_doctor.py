"""The doctor (docs/format.md): stable codes, severities, JSON shape; it never edits."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest

from brain.toolkit.doctor import SEVERITIES, diagnose_directory
from brain.toolkit.root import init_root
from brain.toolkit.timeline import timeline_entry_id
from tests.toolkit.helpers import DEMO_BRAIN, doc_text, run, run_json, write

HUB = "[[page:hub|Hub]]"


def plant(root: Path) -> None:
    """A tree with exactly one issue of each §5 code."""
    write(root, "inbox/hub.md", doc_text("hub", title="Hub"))
    write(root, "inbox/broken.md", "---\nid: [broken\ntitle: Broken\n---\nBody\n")
    write(root, "inbox/bad-type.md", doc_text("bad-type", type="robot", body=HUB))
    write(root, "x/dup.md", doc_text("dup", title="First", body=HUB))
    write(root, "y/dup.md", doc_text("dup", title="Second", body=HUB))
    write(
        root,
        "inbox/rel.md",
        doc_text("rel", extra="relations: [{type: works_at, target: ghost-co}]", body=HUB),
    )
    write(root, "inbox/lnk.md", doc_text("lnk", body=f"{HUB} and [[page:ghost-page|Ghost]]"))
    write(root, "inbox/cit.md", doc_text("cit", body=f"{HUB} per [[evidence:ev-ghost|call]]"))
    write(root, "inbox/weak.md", doc_text("weak", status="active", body=f"{HUB} says so."))
    write(root, "inbox/nsr.md", doc_text("nsr", extra="sources: [martian:x1]", body=HUB))
    write(root, "inbox/al-one.md", doc_text("al-one", extra="aliases: [Shared]", body=HUB))
    write(root, "inbox/al-two.md", doc_text("al-two", extra="aliases: [shared]", body=HUB))
    write(root, "inbox/lonely.md", doc_text("lonely", body="Nobody links here."))


def full_digest(root: Path) -> dict[str, str]:
    """Every file under root, dot-folders included."""
    return {
        p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }


def test_planted_problems_are_each_reported_with_their_code(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given
    plant(tmp_path)
    # when
    code, report, err = run_json(capsys, tmp_path, "doctor")
    # then
    assert code == 0
    assert err == ""
    assert set(report) == {"documents", "counts", "issues"}
    assert report["documents"] == 13
    assert report["counts"] == {
        "parse_error": 1,
        "invalid_document": 1,
        "duplicate_id": 1,
        "broken_relation": 1,
        "broken_link": 1,
        "broken_citation": 1,
        "weak_provenance": 1,
        "nonstandard_source_ref": 1,
        "alias_collision": 1,
        "uncited_claim": 1,
        "orphan": 1,
    }
    summary = [
        (i["code"], i["severity"], i["id"], i["path"], i["related"], i.get("rule"))
        for i in report["issues"]
    ]
    assert summary == [
        ("alias_collision", "warning", "al-one", "inbox/al-one.md", ["al-two"], None),
        ("invalid_document", "error", "bad-type", "inbox/bad-type.md", [], "type"),
        ("parse_error", "error", None, "inbox/broken.md", [], None),
        ("broken_citation", "error", "cit", "inbox/cit.md", ["ev-ghost"], None),
        ("broken_link", "error", "lnk", "inbox/lnk.md", ["ghost-page"], None),
        ("orphan", "warning", "lonely", "inbox/lonely.md", [], None),
        ("nonstandard_source_ref", "warning", "nsr", "inbox/nsr.md", [], None),
        ("broken_relation", "error", "rel", "inbox/rel.md", ["ghost-co"], None),
        ("weak_provenance", "warning", "weak", "inbox/weak.md", [], None),
        ("uncited_claim", "warning", "weak", "inbox/weak.md", [], None),
        ("duplicate_id", "error", "dup", "y/dup.md", ["dup"], None),
    ]


def test_every_issue_has_the_documented_keys(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plant(tmp_path)
    _, report, _ = run_json(capsys, tmp_path, "doctor")
    for issue in report["issues"]:
        expected = {"code", "severity", "id", "path", "message", "related"}
        if issue["code"] == "invalid_document":
            expected.add("rule")
        if issue["code"] == "uncited_claim":
            expected.add("line")
        assert set(issue) == expected, issue
        assert issue["severity"] == SEVERITIES[issue["code"]]
        assert isinstance(issue["message"], str) and issue["message"]
        assert "\n" not in issue["message"]
        assert isinstance(issue["related"], list)
        assert issue["id"] is None or isinstance(issue["id"], str)


def test_messages_name_the_problem(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    plant(tmp_path)
    _, report, _ = run_json(capsys, tmp_path, "doctor")
    messages = {i["code"]: i["message"] for i in report["issues"]}
    assert (
        messages["broken_relation"]
        == "relation works_at points at 'ghost-co', which does not exist"
    )
    assert messages["broken_link"] == "links to page 'ghost-page', which does not exist"
    assert messages["broken_citation"] == "cites evidence 'ev-ghost', which does not exist"
    assert messages["weak_provenance"] == "active page cites no evidence in its compiled truth"
    assert messages["alias_collision"] == "alias 'Shared' is also claimed by al-two"
    assert messages["orphan"] == "no document links to it and it links to none"
    assert messages["duplicate_id"] == (
        "id 'dup' is already used by x/dup.md; give this document another id"
    )
    assert "martian" in messages["nonstandard_source_ref"]
    assert "'robot'" in messages["invalid_document"]
    assert messages["parse_error"].startswith("the frontmatter is not valid YAML")


def test_the_doctor_never_modifies_any_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plant(tmp_path)
    init_root(tmp_path)
    before = full_digest(tmp_path)
    run(capsys, tmp_path, "doctor", "--json")
    run(capsys, tmp_path, "doctor")
    assert full_digest(tmp_path) == before


def test_doctor_exits_0_with_errors_and_prints_readable_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plant(tmp_path)
    code, out, _ = run(capsys, tmp_path, "doctor")
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 12
    assert (
        lines[0]
        == "inbox/al-one.md: warning alias_collision: alias 'Shared' is also claimed by al-two"
    )
    assert lines[2].startswith("inbox/broken.md: error parse_error: ")
    assert lines[-1].startswith("13 documents, 11 issues (parse_error 1, invalid_document 1, ")


def test_citing_a_page_as_evidence_is_a_broken_citation(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path, "inbox/a.md", doc_text("a", body="[[evidence:b]]"))
    write(tmp_path, "inbox/b.md", doc_text("b"))
    _, report, _ = run_json(capsys, tmp_path, "doctor")
    assert [(i["code"], i["id"], i["related"]) for i in report["issues"]] == [
        ("broken_citation", "a", ["b"])
    ]


def test_a_source_ref_breaking_the_grammar_is_nonstandard(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path, "inbox/a.md", doc_text("a", extra="sources: ['Not A Ref']", body="[[page:b]]"))
    write(tmp_path, "inbox/b.md", doc_text("b"))
    _, report, _ = run_json(capsys, tmp_path, "doctor")
    assert [(i["code"], i["severity"], i["id"]) for i in report["issues"]] == [
        ("nonstandard_source_ref", "warning", "a")
    ]


def test_known_providers_are_not_flagged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    refs = (
        "jamie:m:1, goat-chat:c:1, goat-task:t:1, linear:ENG-1, github:o/r#1, "
        "web:https://x.test, file:a.txt"
    )
    write(tmp_path, "inbox/a.md", doc_text("a", extra=f"sources: [{refs}]", body="[[page:b]]"))
    write(tmp_path, "inbox/b.md", doc_text("b"))
    _, report, _ = run_json(capsys, tmp_path, "doctor")
    assert report["issues"] == []


def test_merged_tombstones_are_not_orphans(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path, "inbox/old.md", doc_text("old", status="merged", extra="mergedInto: new"))
    write(tmp_path, "inbox/new.md", doc_text("new", body="[[page:other]]"))
    write(tmp_path, "inbox/other.md", doc_text("other"))
    _, report, _ = run_json(capsys, tmp_path, "doctor")
    assert report == {"documents": 3, "counts": {}, "issues": []}


def test_an_empty_directory_is_healthy(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, report, _ = run_json(capsys, tmp_path, "doctor")
    assert code == 0
    assert report == {"documents": 0, "counts": {}, "issues": []}


def test_dot_folders_are_ignored(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path, ".goat-brain/junk.md", "not a document")
    write(tmp_path, ".git/x.md", "not a document")
    _, report, _ = run_json(capsys, tmp_path, "doctor")
    assert report == {"documents": 0, "counts": {}, "issues": []}


def test_the_demo_brain_has_exactly_one_broken_link(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given a copy of the demo brain
    root = tmp_path / "brain"
    shutil.copytree(DEMO_BRAIN, root)
    before = full_digest(root)
    # when
    code, report, _ = run_json(capsys, root, "doctor")
    # then
    assert code == 0
    assert report == {
        "documents": 27,
        "counts": {"broken_link": 1},
        "issues": [
            {
                "code": "broken_link",
                "severity": "error",
                "id": "acme-pilot-pricing-options",
                "path": "analysis/acme-pilot-pricing-options.md",
                "message": "links to page 'pricing-v3', which does not exist",
                "related": ["pricing-v3"],
            }
        ],
    }
    assert full_digest(root) == before


def test_diagnose_directory_on_the_demo_in_place_changes_nothing() -> None:
    before = full_digest(DEMO_BRAIN)
    report = diagnose_directory(DEMO_BRAIN)
    assert report.documents == 27
    assert report.counts == {"broken_link": 1}
    assert report.errors == 1
    assert full_digest(DEMO_BRAIN) == before


def test_the_demo_brain_validates(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = tmp_path / "brain"
    shutil.copytree(DEMO_BRAIN, root)
    code, data, _ = run_json(capsys, root, "validate")
    assert code == 0
    assert data == {"checked": 27, "invalid": []}


def test_possible_duplicates_are_named_in_pairs(tmp_path: Path) -> None:
    # given companies and people that look like one thing, and some that only look alike
    def page(brain_id: str, type_: str, title: str, extra: str = "") -> None:
        folder = "companies" if type_ == "company" else "people"
        text = doc_text(brain_id, type=type_, title=title, extra=extra, body=HUB)
        write(tmp_path, f"{folder}/{brain_id}.md", text)

    write(tmp_path, "inbox/hub.md", doc_text("hub", title="Hub"))
    page("goat-labs", "company", "Goat Labs")
    page("goatlabs", "company", "Goatlabs, Inc.", "aliases: [goatlabs.com]")
    page("blue-harbor", "company", "Blue Harbor", "aliases: [blueharbor.io]")
    page("bh-group", "company", "BH Group", "aliases: [eu.blueharbor.io]")
    page("nguyen-thi-mai", "person", "Nguyễn Thị Mai")
    page("nguyen-mai", "person", "nguyen thi mai")
    page("maria-garcia", "person", "Maria Garcia", "aliases: [maria@acme.com]")
    page("maria-garcia-2", "person", "María García", "aliases: [mgarcia@blueharbor.io]")
    page("goat-labs-person", "person", "Goat Labs")  # another type: not a duplicate
    write(
        tmp_path,
        "companies/old.md",
        doc_text("old", type="company", title="Goat Labs", status="archived", body=HUB),
    )

    # when the doctor runs
    report = diagnose_directory(tmp_path).as_dict()

    # then each pair is reported once, a warning, on the first id, naming the other
    found = [
        (i["id"], i["related"], i["message"])
        for i in report["issues"]
        if i["code"] == "possible_duplicate"
    ]
    assert sorted(found) == [
        ("bh-group", ["blue-harbor"], "may be the same company as blue-harbor "
         "(both are at blueharbor.io)"),
        ("goat-labs", ["goatlabs"], "may be the same company as goatlabs "
         "(the same name: 'Goatlabs, Inc.')"),
        ("nguyen-mai", ["nguyen-thi-mai"], "may be the same person as nguyen-thi-mai "
         "(the same name: 'Nguyễn Thị Mai')"),
    ]  # fmt: skip
    assert SEVERITIES["possible_duplicate"] == "warning"
    assert "alias_collision" not in report["counts"]  # a distinct check


def test_one_name_written_with_other_letters_or_in_another_script_is_a_possible_duplicate(
    tmp_path: Path,
) -> None:
    # given pages of one name written two ways, and pages that only look alike
    def page(brain_id: str, type_: str, title: str) -> None:
        folder = "companies" if type_ == "company" else "people"
        text = doc_text(brain_id, type=type_, title=title, body=HUB)
        write(tmp_path, f"{folder}/{brain_id}.md", text)

    write(tmp_path, "inbox/hub.md", doc_text("hub", title="Hub"))
    page("lukasz-wisniewski", "person", "Łukasz Wiśniewski")
    page("lukasz-wisniewski-4e9732ab", "person", "Lukasz Wisniewski")
    page("sule-yilmaz", "person", "Şule Yılmaz")
    page("sule-yilmaz-2", "person", "Sule Yilmaz")
    page("do-minh-chau", "person", "Đỗ Minh Châu")
    page("do-minh-chau-chau-do", "person", "Do Minh Chau")
    page("acme-corp", "company", "Acme Corp")
    page("acmecorp", "company", "Acmecorp")
    page("giorgos-papadopoylos", "person", "Γιώργος Παπαδόπουλος")
    page("giorgos-papadopoulos", "person", "Giorgos Papadopoulos")
    page("nikos-papadopoylos", "person", "Νίκος Παπαδόπουλος")
    page("nikos-papadopoulos", "person", "Nikos Papadopoulos")
    page("dmitriy-sokolov", "person", "Дмитрий Соколов")
    page("dmitry-sokolov", "person", "Dmitry Sokolov")
    page("wang-xiao-ming", "person", "王小明")
    page("yamada-taro", "person", "山田太郎")  # no Latin name of its own here
    page("kim-min-jun", "person", "김민준")
    page("giorgos-co", "company", "Giorgos Papadopoulos")  # another type

    # when the doctor runs
    issues = diagnose_directory(tmp_path).as_dict()["issues"]

    # then each pair is named once, and nothing else
    found = {(i["id"], *i["related"]) for i in issues if i["code"] == "possible_duplicate"}
    assert found == {
        ("lukasz-wisniewski", "lukasz-wisniewski-4e9732ab"),
        ("sule-yilmaz", "sule-yilmaz-2"),
        ("do-minh-chau", "do-minh-chau-chau-do"),
        ("acme-corp", "acmecorp"),
        ("giorgos-papadopoulos", "giorgos-papadopoylos"),
        ("nikos-papadopoulos", "nikos-papadopoylos"),
        ("dmitriy-sokolov", "dmitry-sokolov"),
    }


def test_only_entity_types_are_suspect_and_a_group_is_named_from_its_first(
    tmp_path: Path,
) -> None:
    # given three companies of one name, and notes and meetings that share titles
    write(tmp_path, "inbox/hub.md", doc_text("hub", title="Hub"))
    for brain_id in ("acme-1", "acme-2", "acme-3"):
        text = doc_text(brain_id, type="company", title="Acme Inc", body=HUB)
        write(tmp_path, f"companies/{brain_id}.md", text)
    for brain_id in ("notes-1", "notes-2"):
        write(tmp_path, f"inbox/{brain_id}.md", doc_text(brain_id, title="Notes", body=HUB))
    for brain_id in ("weekly-1", "weekly-2"):
        text = doc_text(brain_id, type="meeting", title="Weekly 2026-11-30", body=HUB)
        write(tmp_path, f"meetings/{brain_id}.md", text)

    # when the doctor runs
    issues = diagnose_directory(tmp_path).as_dict()["issues"]

    # then the companies are reported from the first of them, once per other page
    found = [(i["id"], i["related"]) for i in issues if i["code"] == "possible_duplicate"]
    assert found == [("acme-1", ["acme-2"]), ("acme-1", ["acme-3"])]


def test_a_timeline_out_of_chronological_order_is_a_warning_naming_the_entry(
    tmp_path: Path,
) -> None:
    root = tmp_path / "b"
    init_root(root)
    late = ("2026-12-05T09:00:00Z", "jamie:meeting:m3", "Pilot signed.")
    early = ("2026-10-14T16:00:00Z", "jamie:meeting:m1", "Kickoff call.")
    lines = [
        f"- **{ts}** | {timeline_entry_id('sarah', ts, src, text)} | {src} | {text}"
        for ts, src, text in (late, early)
    ]
    body = f"{HUB}\n\n## Timeline\n\n" + "\n".join(lines)
    write(root, "inbox/hub.md", doc_text("hub", title="Hub", body="[[page:sarah|S]]"))
    write(root, "inbox/sarah.md", doc_text("sarah", body=body))

    issues = diagnose_directory(root).as_dict()["issues"]

    (issue,) = [i for i in issues if i["code"] == "timeline_out_of_order"]
    assert (issue["id"], issue["severity"]) == ("sarah", "warning")
    assert timeline_entry_id("sarah", *early) in issue["message"]


def test_an_alias_equal_to_another_pages_title_is_an_alias_collision(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # given Maya's page given Sarah's title as an alias, so the name no longer resolves
    write(tmp_path, "people/sarah-chen.md", doc_text("sarah-chen", type="person", body=HUB))
    write(tmp_path, "people/maya-okafor.md", doc_text("maya-okafor", type="person", body=HUB))
    write(tmp_path, "inbox/hub.md", doc_text("hub", title="Hub"))
    assert run(capsys, tmp_path, "alias", "maya-okafor", "sarah chen")[0] == 0
    code, _, err = run(capsys, tmp_path, "get", "Sarah Chen")
    assert code != 0 and "maya-okafor, sarah-chen" in err

    # when the doctor runs
    _, report, _ = run_json(capsys, tmp_path, "doctor")

    # then it names the alias on the page that claims it, and the page whose title it is
    found = [(i["id"], i["related"], i["message"]) for i in report["issues"]]
    assert found == [
        (
            "maya-okafor",
            ["sarah-chen"],
            "alias 'sarah chen' is also claimed by sarah-chen (its title)",
        )
    ]
    assert "possible_duplicate" not in report["counts"]  # other names: a distinct check


def test_titles_alone_and_merged_tombstones_make_no_alias_collision(tmp_path: Path) -> None:
    # given two meetings of one title, and a tombstone that kept its alias
    write(tmp_path, "inbox/hub.md", doc_text("hub", title="Hub"))
    for brain_id in ("weekly-1", "weekly-2"):
        text = doc_text(brain_id, type="meeting", title="Weekly", body=HUB)
        write(tmp_path, f"meetings/{brain_id}.md", text)
    tombstone = doc_text(
        "old-ada", title="Ada", status="merged", extra="mergedInto: ada\naliases: [Ada P.]"
    )
    write(tmp_path, "people/old-ada.md", tombstone)
    ada = doc_text("ada", type="person", title="Ada", extra="aliases: [Ada P.]", body=HUB)
    write(tmp_path, "people/ada.md", ada)

    # when the doctor runs
    counts = diagnose_directory(tmp_path).counts

    # then no name is an alias's collision: lookup finds each one page (or, Weekly, by id)
    assert "alias_collision" not in counts
