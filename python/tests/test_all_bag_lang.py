"""idx.all, idx.bag and lang= against the command line's answers."""
import json
import random
import string

import numpy as np
import pytest

import bee
from conftest import cli, cli_json


def cli_all_tsv(*args):
    """bee-simd all --format tsv ARGS: rows (letters, center, count,
    pangrams, score) without the header."""
    out, err, rc = cli(["all", "--format", "tsv", "--no-progress", *args])
    assert rc == 0, err
    lines = out.splitlines()
    assert lines[0] == "letters\tcenter\tcount\tpangrams\tscore"
    return [tuple(line.split("\t")) for line in lines[1:]]


def rows_tsv(rows):
    return [(r["letters"], r["center"], str(r["count"]), str(r["pangrams"]),
             str(r["score"])) for r in rows]


ALL_CASES = [
    ({}, []),
    ({"exclude": "s", "sort": "score", "top": 50},
     ["--exclude", "s", "--sort", "score", "--top", "50"]),
    ({"any": True, "letters": "ae", "center": "rt", "min_score": 100},
     ["--any", "--letters", "ae", "--center", "rt", "--min-score", "100"]),
    ({"size": 5, "scoring": "simple", "sort": "words", "top": 300},
     ["--size", "5", "--scoring", "simple", "--sort", "words", "--top",
      "300"]),
    ({"min_words": 20, "max_words": 40, "max_score": 150, "min_pangrams": 2,
      "method": "subsets", "threads": 1},
     ["--min-words", "20", "--max-words", "40", "--max-score", "150",
      "--min-pangrams", "2", "--method", "subsets", "--threads", "1"]),
    ({"letters": "aeginrt", "method": "zeta"},
     ["--letters", "aeginrt", "--method", "zeta"]),
    ({"exclude": "s", "sort": "score", "top": 40, "bingo": True},
     ["--exclude", "s", "--sort", "score", "--top", "40", "--bingo"]),
    ({"min_perfect": 1, "min_words": 30},
     ["--min-perfect", "1", "--min-words", "30"]),
    ({"any": True, "sort": "score", "top": 5, "max_memory": 1 << 30},
     ["--any", "--sort", "score", "--top", "5", "--max-memory", "1G"]),
]


@pytest.mark.parametrize("kw,args", ALL_CASES)
def test_all_matches_cli(idx, kw, args):
    rows = idx.all(**kw)
    assert rows.dtype.names == ("puzzle", "letters", "center", "count",
                                "pangrams", "score")
    want = cli_all_tsv(*args)
    assert len(rows) == len(want) > 0
    assert rows_tsv(rows) == want


def test_all_puzzle_column_matches_cli_json(idx):
    rows = idx.all(exclude="s", sort="score", top=20)
    out, err, rc = cli(["all", "--format", "json", "--no-progress",
                        "--exclude", "s", "--sort", "score", "--top", "20"])
    assert rc == 0, err
    want = [json.loads(line) for line in out.splitlines()]
    assert rows["puzzle"].tolist() == [w["puzzle"] for w in want]
    # and solve agrees with each row
    for r in rows[:5]:
        s = idx.solve(str(r["puzzle"]), words=False)
        assert (s.count, s.pangrams, s.score) == \
            (r["count"], r["pangrams"], r["score"])


def test_all_errors(idx):
    with pytest.raises(bee.ArgumentError, match="required"):
        idx.all(letters="abcdefgh")
    with pytest.raises(bee.ArgumentError, match="not a letter"):
        idx.all(exclude="s1")
    with pytest.raises(ValueError, match="sort"):
        idx.all(sort="best")
    with pytest.raises(TypeError):
        idx.all(min_words="3")
    with pytest.raises(bee.ArgumentError):
        idx.all(size=11)
    out, err, rc = cli(["all", "--any", "--sort", "score", "--max-memory",
                        "1"])
    assert rc != 0 and "memory" in err
    with pytest.raises(bee.ArgumentError) as e:
        idx.all(any=True, sort="score", max_memory=1)
    assert str(e.value) in err  # the CLI's message
    with pytest.raises(ValueError, match="max_memory"):
        idx.all(max_memory=0)


def random_bags(n, seed):
    rng = random.Random(seed)
    bags = []
    for _ in range(n):
        k = rng.randint(3, 16)
        pool = "aaeeiioorstlnudcmpgh" + string.ascii_lowercase
        bag = "".join(rng.choice(pool) for _ in range(k))
        if rng.random() < 0.3:
            bag += "?" * rng.randint(1, 2)
        bags.append(bag)
    return bags


@pytest.mark.parametrize("kw,args", [
    ({}, []),
    ({"min_len": 4, "max_len": 6, "sort": "alpha"},
     ["--min-len", "4", "--max-len", "6", "--sort", "alpha"]),
    ({"must_use": "ee"}, ["--must-use", "ee"]),
])
def test_bag_matches_cli(idx, kw, args):
    bags = random_bags(150, 7)
    out, err, rc = cli(["bag", "--stdin", "--format", "json", "--no-progress",
                        *args], "\n".join(bags) + "\n")
    assert rc == 0, err
    want = [json.loads(line) for line in out.splitlines()]
    assert len(want) == len(bags)
    some = 0
    for b, w in zip(bags, want):
        a = idx.bag(b, **kw)
        assert (a.bag, a.count, a.words) == (w["bag"], w["count"],
                                             w["words"]), b
        assert idx.bag(b, words=False, **kw).count == w["count"]
        some += a.count > 0
    assert some > 50


def test_bag_from_index_file(tmp_path):
    f = tmp_path / "w.bee"
    bee.Index.build().save(f)
    loaded = bee.Index.load(f)
    out, err, rc = cli(["bag", "--format", "json", "--index", str(f),
                        "ovrkqlwislrecrtgmvpfprzey"])
    assert rc == 0, err
    w = json.loads(out)
    a = loaded.bag("ovrkqlwislrecrtgmvpfprzey")
    assert (a.count, a.words) == (w["count"], w["words"])


def test_bag_catalan_matches_cli(tmp_path):
    f = tmp_path / "ca.txt"
    f.write_text("col·lecció\ncol·leccions\nmés\nmes\nsol\nsols\nlloc\n"
                 "çel\nçels\ncoll\nlleó\n", encoding="utf-8")
    ca = bee.Index.build(path=f, lang="ca")
    bags = ["colleccio", "ÇEL?", "smeo", "colleccions??", "lloc"]
    out, err, rc = cli(["bag", "--stdin", "--format", "json", "--lang", "ca",
                        "--dict", str(f), "--must-use", "l"],
                       "\n".join(bags) + "\n")
    assert rc == 0, err
    want = [json.loads(line) for line in out.splitlines()]
    for b, w in zip(bags, want):
        a = ca.bag(b, must_use="l")
        assert (a.bag, a.count, a.words) == (w["bag"], w["count"],
                                             w["words"]), b
    assert ca.bag("colleccio").words[0] == "col·lecció"
    with pytest.raises(bee.PuzzleError, match="'à' is not a letter"):
        ca.bag("pà")


def test_bag_errors(idx):
    with pytest.raises(bee.PuzzleError, match="bag 'ab1'"):
        idx.bag("ab1")
    with pytest.raises(bee.BagError) as e:   # the bag's own code, a PuzzleError
        idx.bag("ab1")
    assert e.value.code == 10 and not isinstance(e.value, bee.ArgumentError)
    with pytest.raises(bee.PuzzleError):
        idx.bag("a?????????")
    with pytest.raises(bee.ArgumentError):
        idx.bag("abc", must_use="?")
    with pytest.raises(bee.ArgumentError):
        idx.bag("abc", min_len=5, max_len=3)
    with pytest.raises(ValueError, match="sort"):
        idx.bag("abc", sort="random")
    with pytest.raises(TypeError):
        idx.bag(3)


# ------------------------------------------------------------------ lang

CATALAN = """col·lecció lleó cel sol olis colls alçada balç dama
caçador plaça força cançó dolç llarg llibre escola casa dona home
aigua terra foc aire ciutat carrer porta finestra taula cadira
llet pa oli sal sucre mel ou formatge poma pera raïm préssec
cirera maduixa taronja llimona plàtan síndria meló ceba all
tomàquet enciam pastanaga patata col bròquil carbassa pebrot
llegir escriure córrer saltar nedar ballar cantar riure plorar
dormir menjar beure anar venir sortir entrar pujar baixar
gat gos cavall vaca porc ovella gallina ànec conill ratolí
sol lluna estel núvol pluja neu vent gel boira llamp tro
cor cap mà peu braç cama ull nas boca orella dent llengua
català catalana lletra paraula frase conte poesia cançoner
ordinador teclat pantalla ratolí impressora xarxa correu
Coral Tòrcul cal-lígraf 3d""".split()

GERMAN = """Straße Haar Ersatz Tee Übung Bär Bären Öl Ärger Äpfel
Apfel Baum Bäume Haus Häuser Maus Mäuse Fuß Füße Gruß grüßen
Fluss Flüsse süß Süße heiß heißen weiß Weiße groß größer Größe
Nuss Nüsse Tür Türen für über Bruder Brüder Mutter Mütter
Vater Väter Sohn Söhne Tochter Töchter Hund Hunde Katze Katzen
laufen läuft Schule Schüler Lehrer Lehrerin Garten Gärten
Stadt Städte Land Länder Wald Wälder Feld Felder Berg Berge
Regen Sonne Mond Stern Sterne Wolke Wolken Schnee Eis Wind
Rose Rosen Blume Blumen Gras Gräser Erde Feuer Wasser Luft
Tisch Stuhl Bett Schrank Lampe Fenster Tür Wand Dach Boden
Brot Butter Käse Wurst Fleisch Fisch Obst Gemüse Zucker Salz""".split()


def lang_puzzles(letters, common, n, seed, size=7):
    """n random puzzles of `size` distinct letters, mostly common ones,
    the center first (a third in uppercase-center spelling)."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        pool = list(dict.fromkeys(common + "".join(letters)))
        ls = []
        while len(ls) < size:
            c = rng.choice(pool[:len(common)] if rng.random() < 0.8
                           else pool)
            if c not in ls:
                ls.append(c)
        p = "".join(ls)
        if i % 3 == 1 and ls[0].upper() != ls[0] and \
                len(ls[0].upper()) == 1:
            ls[0] = ls[0].upper()
            rng.shuffle(ls)
            p = "".join(ls)
        out.append(p)
    return out


@pytest.mark.parametrize("lang,words,common", [
    ("ca", CATALAN, "aeilnorstcçdm"),
    ("de", GERMAN, "aeinrstühäöß"),
    ("fr", ("élève élan été café crème garçon œuvre cœur noël naïf lait "
            "laine reine scène tête fête forêt").split(), "aeilnrstcfgo"),
])
def test_lang_matches_cli(tmp_path, lang, words, common):
    f = tmp_path / f"{lang}.txt"
    f.write_text("\n".join(words) + "\n", encoding="utf-8")
    idx = bee.Index.build(path=f, lang=lang)
    idx2 = bee.Index.build(words=words, lang=lang)
    assert idx.lang == idx2.lang == lang
    assert list(idx.words) == list(idx2.words)
    letters = idx.letters
    ps = lang_puzzles(letters, common, 300, 11)
    exp = cli_json(ps, "--lang", lang, "--dict", str(f))
    assert len(exp) == len(ps)
    answered = 0
    for p, e in zip(ps, exp):
        for ix in (idx, idx2):
            s = ix.solve(p)
            assert (s.puzzle, s.count, s.pangrams, s.score) == \
                (e["puzzle"], e["count"], e["pangram_count"], e["score"]), p
            assert s.words == e["words"], p
            assert s.pangram_words == e["pangrams"], p
        answered += e["count"] > 0
    assert answered > 30
    rows = idx.solve_many(ps, words=True, threads=2)
    assert rows["puzzle"].tolist() == [e["puzzle"] for e in exp]
    assert rows["score"].tolist() == [e["score"] for e in exp]
    assert rows["pangrams"].tolist() == [e["pangram_count"] for e in exp]
    assert rows["words"].tolist() == [e["words"] for e in exp]
    # a NumPy array of str, and an index file that keeps the alphabet
    g = tmp_path / f"{lang}.bee"
    idx.save(g)
    loaded = bee.Index.load(g)
    assert loaded.lang == lang and loaded.letters == letters
    rows2 = loaded.solve_many(np.array(ps))
    assert rows2["count"].tolist() == [e["count"] for e in exp]
    exp2 = cli_json(ps[:50], "--index", str(g))
    assert [e["words"] for e in exp2] == [e["words"] for e in exp[:50]]


def test_lang_min_len_and_all(tmp_path):
    f = tmp_path / "ca.txt"  # the README's Catalan example
    f.write_text("\n".join(CATALAN[:9]) + "\n", encoding="utf-8")
    ca = bee.Index.build(path=f, lang="ca")
    assert ca.solve("lcoesid").words == ["cel", "colls", "col·lecció",
                                         "lleó", "olis", "sol"]
    ca4 = bee.Index.build(path=f, lang="ca", min_len=4)
    assert ca4.solve("lcoesid").words == ["colls", "col·lecció", "lleó",
                                          "olis"]
    # every puzzle at once on an a-z alphabet with its own folding
    fr = tmp_path / "fr.txt"
    fr_words = ("élève été café crème garçon cœur noël naïf lait laine "
                "reine scène tête fête forêt raison saison").split()
    fr.write_text("\n".join(fr_words) + "\n", encoding="utf-8")
    idx = bee.Index.build(path=fr, lang="fr")
    rows = idx.all(size=5, any=True, min_words=1)
    want = cli_all_tsv("--size", "5", "--any", "--min-words", "1",
                       "--lang", "fr", "--dict", str(fr))
    assert rows_tsv(rows) == want and len(want) > 0


def test_all_in_catalan_matches_cli(tmp_path):
    """Every puzzle at once over Catalan's 27 letters (ç the 27th):
    letters and centers in UTF-8, options in UTF-8, as the command gives."""
    f = tmp_path / "ca.txt"
    f.write_text("\n".join(CATALAN) + "\n", encoding="utf-8")
    ca = bee.Index.build(path=f, lang="ca")
    for kw, args in (
            ({"size": 4, "any": True, "min_words": 1},
             ["--size", "4", "--any", "--min-words", "1"]),
            ({"size": 5, "center": "Ç", "sort": "score"},
             ["--size", "5", "--center", "Ç", "--sort", "score"]),
            ({"size": 3, "letters": "ç", "exclude": "e", "any": True,
              "min_words": 1},
             ["--size", "3", "--letters", "ç", "--exclude", "e", "--any",
              "--min-words", "1"])):
        rows = ca.all(**kw)
        want = cli_all_tsv(*args, "--lang", "ca", "--dict", str(f))
        assert rows_tsv(rows) == want and len(want) > 0
    assert "ç" in "".join(ca.all(size=5, center="ç")["center"])


def test_lang_errors(tmp_path):
    assert bee.languages()[0] == "en" and "ca" in bee.languages()
    with pytest.raises(bee.ArgumentError, match="xx"):
        bee.Index.build(words=["gear"], lang="xx")
    with pytest.raises(bee.ArgumentError, match="English"):
        bee.Index.build(lang="ca")
    with pytest.raises(TypeError):
        bee.Index.build(words=["gear"], lang=1)
    ca = bee.Index.build(words=CATALAN, lang="ca")
    with pytest.raises(bee.PuzzleError):
        ca.solve("lcoesià")  # a folded character is no letter of a puzzle
    assert bee.Index.build(lang="en").lang == "en"


def test_hints_in_catalan_match_cli(tmp_path):
    ca_file = tmp_path / "ca.txt"
    ca_file.write_text("\n".join(CATALAN) + "\n", encoding="utf-8")
    idx = bee.Index.build(path=ca_file, lang="ca")
    found = ["colleccio", "sol", "xx"]  # matched by their letters, accents folded
    for puzzle in ("lecoisn", "acdorçl", "lteoran"):
        out, err, rc = cli(["hints", "--lang", "ca", "--dict", str(ca_file), "--format",
                            "json", "--found", ",".join(found), puzzle])
        assert rc == 0, err
        e = json.loads(out)
        h = idx.hints(puzzle, found=found)
        assert (h.count, h.score, h.pangrams, h.perfect_pangrams, h.bingo) \
            == (e["count"], e["score"], e["pangram_count"],
                e["perfect_pangram_count"], e["bingo"])
        assert {k: {str(n): c for n, c in v.items()}
                for k, v in h.grid.items()} == e["grid"]
        assert h.two_letter == e["two_letter"]
        assert (h.found_count, h.found_score, h.not_answers) \
            == (e["found"]["count"], e["found"]["score"], e["found"]["not_answers"])
