#include "BadInputCases.h"

namespace testing {

namespace {

QByteArray repeated(const QByteArray &item, int count, const QByteArray &separator = ", ")
{
    QByteArray out;
    for (int i = 0; i < count; ++i) {
        if (i)
            out += separator;
        out += item;
    }
    return out;
}

} // namespace

QByteArray validScenarioText()
{
    return R"({"format": "attention-lab-scenario", "version": 1, "tokens": ["a", "b"],
               "embeddings": [[1, 2], [3, 4]]})";
}

QList<BadInput> badInputs()
{
    using S = BadInput;
    const QString wholeHeads = QStringLiteral("num_heads: expected a whole number from 1 to 4096");
    QList<BadInput> cases = {
        // Syntax: Qt's parser names the offset (where it stopped: after a bad number, at the
        // first byte it cannot read) and its own words; the loader adds line and column.
        {"empty file", "", QStringLiteral("the file is empty")},
        {"whitespace only", " \n\t \r\n", QStringLiteral("the file is empty")},
        {"truncated JSON", R"({"tokens": ["a", "b"], "embeddings": [[1, 2], [3)",
         QStringLiteral("line 1, column 49: invalid termination by number")},
        {"truncated on line 3", "{\n  \"tokens\": [\"a\"],\n  \"embeddings\": [[1",
         QStringLiteral("line 3, column 20: invalid termination by number")},
        {"binary garbage", QByteArray("\x00\xff\xfe\x01{[\x80\x81", 8),
         QStringLiteral("line 1, column 2: illegal value")},
        {"Latin-1 byte in a token", "{\"tokens\": [\"caf\xe9\"], \"embeddings\": [[1]]}",
         QStringLiteral("line 1, column 17: invalid UTF8 string")},
        {"1e400", R"({"tokens": ["a"], "embeddings": [[1e400]]})",
         QStringLiteral("line 1, column 40: illegal number")},
        {"NaN", R"({"tokens": ["a"], "embeddings": [[NaN]]})",
         QStringLiteral("line 1, column 35: illegal number")},
        {"-Infinity", R"({"tokens": ["a"], "embeddings": [[-Infinity]]})",
         QStringLiteral("line 1, column 36: illegal number")},
        {"nesting 2000 deep", "{\"tokens\": " + QByteArray(2000, '[') + QByteArray(2000, ']') + "}",
         QStringLiteral("line 1, column 1036: too deeply nested document")},
        {"top level array", "[1, 2]", QStringLiteral("top level: expected a JSON object")},

        // Types inside matrices and lists.
        {"null inside a matrix", R"({"tokens": ["a", "b"], "embeddings": [[1, null], [3, 4]]})",
         QStringLiteral("embeddings[0][1]: expected a number, got null")},
        {"string inside a matrix", R"({"tokens": ["a", "b"], "embeddings": [[1, 2], ["3", 4]]})",
         QStringLiteral("embeddings[1][0]: expected a number, got a string")},
        {"row not an array", R"({"tokens": ["a", "b"], "embeddings": [[1, 2], 3]})",
         QStringLiteral("embeddings[1]: expected an array, got a number")},
        {"ragged rows", R"({"tokens": ["a", "b"], "embeddings": [[1, 2], [3, 4, 5]]})",
         QStringLiteral("embeddings[1]: expected 2 numbers like row 0, got 3")},
        {"token not a string", R"({"tokens": ["a", 1], "embeddings": [[1], [2]]})",
         QStringLiteral("tokens[1]: expected a string, got a number")},
        {"causal not a boolean", R"({"tokens": ["a"], "embeddings": [[1]], "causal": "yes"})",
         QStringLiteral("causal: expected true or false, got a string")},

        // Shapes.
        {"embeddings rows != tokens",
         R"({"tokens": ["a", "b", "c"], "embeddings": [[1, 2], [3, 4]]})",
         QStringLiteral("embeddings: expected one row per token (3), got 2")},
        {"projection shape",
         R"({"tokens": ["a", "b"], "embeddings": [[1, 2], [3, 4]],
             "projections": {"wq": [[1, 0], [0, 1], [1, 1]]}})",
         QStringLiteral("projections.wq: expected 2 rows, got 3")},
        {"output bias length",
         R"({"tokens": ["a"], "embeddings": [[1, 2]], "projections": {"bo": [1, 2, 3]}})",
         QStringLiteral("projections.bo: expected 2 numbers, got 3")},
        {"q/k column mismatch", R"({"q": [[1, 2]], "k": [[1, 2, 3]], "v": [[1]]})",
         QStringLiteral("k: expected 2 columns, got 3")},
        {"v rows != k rows", R"({"q": [[1]], "k": [[1], [2]], "v": [[1], [2], [3]]})",
         QStringLiteral("v: expected one row per key (2), got 3")},
        {"v missing", R"({"q": [[1]], "k": [[1]]})",
         QStringLiteral("v: missing (direct mode needs q, k and v)")},
        {"no tokens", R"({"tokens": [], "embeddings": []})",
         QStringLiteral("tokens: needs at least one token")},
        {"num_heads not dividing d_model",
         R"({"tokens": ["a"], "embeddings": [[1, 2, 3, 4]], "num_heads": 3})",
         QStringLiteral("num_heads: d_model 4 is not divisible by 3 heads")},
        {"num_heads 0", R"({"tokens": ["a"], "embeddings": [[1, 2]], "num_heads": 0})", wholeHeads},
        {"num_heads 2.5", R"({"tokens": ["a"], "embeddings": [[1, 2]], "num_heads": 2.5})",
         wholeHeads},
        {"num_heads 1e9", R"({"tokens": ["a"], "embeddings": [[1, 2]], "num_heads": 1e9})",
         wholeHeads},
        {"mask of the wrong size",
         R"({"q": [[1]], "k": [[1], [2]], "v": [[1], [2]], "mask": [[true]]})",
         QStringLiteral("mask: expected 2 columns, got 1")},
        {"mask with too many rows",
         R"({"q": [[1]], "k": [[1]], "v": [[1]], "mask": [[true], [false]]})",
         QStringLiteral("mask: expected 1 rows, got 2")},
        {"ragged mask",
         R"({"q": [[1], [2]], "k": [[1], [2]], "v": [[1], [2]], "mask": [[true, false], [true]]})",
         QStringLiteral("mask[1]: expected 2 booleans like row 0, got 1")},
        {"null inside the mask",
         R"({"q": [[1]], "k": [[1], [2]], "v": [[1], [2]], "mask": [[true, null]]})",
         QStringLiteral("mask[0][1]: expected true or false, got null")},
        {"padding of the wrong length",
         R"({"q": [[1]], "k": [[1], [2]], "v": [[1], [2]], "padding": [false, false, true]})",
         QStringLiteral("padding: expected 2 booleans (one per key), got 3")},
        {"mixed direct and self-attention keys",
         R"({"tokens": ["a"], "embeddings": [[1]], "q": [[1]]})",
         QStringLiteral("top level: mixes direct mode (q, k, v) with self-attention mode "
                        "(tokens, embeddings)")},
        {"another format", R"({"format": "something-else", "tokens": ["a"], "embeddings": [[1]]})",
         QStringLiteral("format: expected \"attention-lab-scenario\"")},
        {"version 2", R"({"version": 2, "tokens": ["a"], "embeddings": [[1]]})",
         QStringLiteral("version: this program reads version 1")},

        // Limits: each is refused before anything of that size is allocated.
        {"100000 tokens", "{\"tokens\": [" + repeated("\"t\"", 100000) + "]}",
         QStringLiteral("tokens: 100000 labels exceed the limit of 4096")},
        {"d_model 100000 (a huge row)",
         "{\"tokens\": [\"a\"], \"embeddings\": [[" + repeated("0", 100000) + "]]}",
         QStringLiteral("embeddings[0]: 100000 columns exceed the limit of 4096")},
        {"5000 queries", "{\"q\": [" + repeated("[1]", 5000) + "], \"k\": [[1]], \"v\": [[1]]}",
         QStringLiteral("q: 5000 rows exceed the limit of 4096")},

        // Numbers that load but that the engine (single precision) cannot hold.
        {"beyond the float range", R"({"q": [[1e39]], "k": [[1]], "v": [[1]]})",
         QStringLiteral("q[0][0]: 1e+39 is outside the single-precision range of the engine "
                        "(|x| < 3.4e38)"),
         S::Compute},
        {"scores overflow in head 1",
         R"({"tokens": ["a", "b"], "embeddings": [[1, 1e20], [1, 2e20]], "num_heads": 2})",
         QStringLiteral("scores (Q·K^T) of head 1 overflow at query 0, key 0: the input numbers "
                        "are too large"),
         S::Compute},
        {"output projection overflow",
         R"({"tokens": ["a"], "embeddings": [[1e30]],
             "projections": {"wq": [[0]], "wk": [[0]], "wo": [[1e30]]}})",
         QStringLiteral("output (concat·Wo + bo) overflow at row 0, column 0: the input "
                        "numbers are too large"),
         S::Compute},
        {"tiny divisor", R"({"q": [[1]], "k": [[1]], "v": [[1]], "divisor": 1e-300})",
         QStringLiteral("scaled scores of head 0 overflow at query 0, key 0: the input numbers "
                        "are too large"),
         S::Compute},
        // A finite slope whose bias at the distance 2 is not a float (the message was empty).
        {"ALiBi bias overflow",
         R"({"q": [[1], [2], [3]], "k": [[1], [0], [-1]], "v": [[1], [2], [3]],
             "positions": {"kind": "alibi", "slopes": [2e38]}})",
         QStringLiteral("positions.slopes[0]: 2e+38 times the distance 2 between query 0 and "
                        "key 2 (the ALiBi bias of head 0) is outside the single-precision range "
                        "of the engine (|x| < 3.4e38)"),
         S::Compute},
        {"scaled score plus ALiBi bias overflow",
         R"({"q": [[1e19]], "k": [[1e19], [-3e19]], "v": [[1], [2]],
             "positions": {"kind": "alibi", "slopes": [1e38]}, "scale": false})",
         QStringLiteral("scaled scores plus the ALiBi bias of head 0 overflow at query 0, key 1: "
                        "the input numbers are too large"),
         S::Compute},
    };
    return cases;
}

} // namespace testing
