#include "TokenizerChecks.h"

#include "BpeTokenizer.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

namespace attn::fuzz {

QString checkTokenizerBytes(const QByteArray &bytes)
{
    QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/fuzz-tokenizer-XXXXXX"));
    const QString path = dir.filePath(QStringLiteral("tokenizer.json"));
    QFile file(path);
    if (!dir.isValid() || !file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return QStringLiteral("could not write the input to a temporary file");
    file.close();
    BpeTokenizer tokenizer;
    QString error;
    if (!tokenizer.loadTokenizerJson(path, &error)) {
        if (tokenizer.isLoaded())
            return QStringLiteral("a refused file left a tokenizer loaded: ") + error;
        if (!error.startsWith(path + QStringLiteral(": ")) || error.size() <= path.size() + 2)
            return QStringLiteral("a refusal does not name the file: ") + error;
        return QString();
    }
    const QStringList sentences{
        QStringLiteral("The cat sat on the mat. It's 3.14!"),
        QStringLiteral("Kucing itu duduk. Con mèo ngồi trên tấm thảm."),
        QStringLiteral("  spaces\tand\nnewlines 😀 中文"),
        QString::fromUtf8(bytes.left(200)),
    };
    for (const QString &text : sentences) {
        std::vector<BpeTokenizer::Token> tokens;
        if (!tokenizer.encode(text, tokens, &error))
            return QStringLiteral("a loaded tokenizer refused a short text: ") + error;
        std::vector<int> ids;
        for (const auto &t : tokens) {
            if (t.id < 0 || t.id >= tokenizer.vocabularySize())
                return QStringLiteral("token id %1 is outside the vocabulary of %2")
                    .arg(t.id)
                    .arg(tokenizer.vocabularySize());
            ids.push_back(t.id);
        }
        QString decoded;
        if (!tokenizer.decode(ids, decoded, &error))
            return QStringLiteral("an encoded id does not decode: ") + error;
    }
    return QString();
}

} // namespace attn::fuzz
