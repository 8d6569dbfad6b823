#pragma once

// The memory bomb of the trust tests: a small file (about 560 KB) whose computation would
// keep gigabytes, generated rather than stored.

#include <QByteArray>

namespace testing {

/// A self-attention scenario of `tokens` tokens "t0", "t1", ..., zero embeddings of width
/// `dModel`, and `heads` heads.
inline QByteArray bigScenarioText(int tokens = 4096, int dModel = 64, int heads = 64)
{
    QByteArray row = "[0";
    for (int c = 1; c < dModel; ++c)
        row += ",0";
    row += ']';
    QByteArray text = "{\"title\": \"Memory bomb\", \"tokens\": [";
    for (int i = 0; i < tokens; ++i) {
        text += i ? ",\"t" : "\"t";
        text += QByteArray::number(i);
        text += '"';
    }
    text += "], \"embeddings\": [";
    for (int i = 0; i < tokens; ++i) {
        text += i ? ",\n" : "\n";
        text += row;
    }
    text += "], \"num_heads\": ";
    text += QByteArray::number(heads);
    text += "}\n";
    return text;
}

} // namespace testing
