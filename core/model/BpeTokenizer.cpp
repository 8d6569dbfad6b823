#include "BpeTokenizer.h"

#include "InputFile.h"
#include "JsonInput.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringDecoder>

#include <algorithm>
#include <array>
#include <limits>

namespace attn {

namespace {

/// A vocabulary's ids are below this (Qwen2's is 151,646 entries; Llama 3's 128,256).
constexpr int maxVocabulary = 1 << 22;

/// GPT-2's pre-tokenizer: contractions, letters, digits, other characters (each with one
/// space before it), and runs of white space (the last space left to the word after it).
const char *const gpt2Pattern = "'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+"
                                "|\\s+(?!\\S)|\\s+";

/// GPT-2's bytes_to_unicode: the printable bytes ('!'..'~', '¡'..'¬', '®'..'ÿ') stand for
/// themselves, the others for U+0100 on, in byte order.
const std::array<char16_t, 256> &byteToChar()
{
    static const std::array<char16_t, 256> table = [] {
        std::array<char16_t, 256> t{};
        int next = 256;
        for (int b = 0; b < 256; ++b) {
            const bool printable
                = (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF);
            t[size_t(b)] = char16_t(printable ? b : next++);
        }
        return t;
    }();
    return table;
}

/// The byte a character of a vocabulary piece stands for, or -1.
int charToByte(QChar c)
{
    static const std::vector<int> table = [] {
        std::vector<int> t(512, -1);
        for (int b = 0; b < 256; ++b)
            t[size_t(byteToChar()[size_t(b)])] = b;
        return t;
    }();
    return c.unicode() < table.size() ? table[c.unicode()] : -1;
}

/// "0A": a byte in two upper-case hexadecimal digits.
QString hexByte(int byte)
{
    return QString::number(byte, 16).toUpper().rightJustified(2, QLatin1Char('0'));
}

/// A vocabulary object {"piece": id, ...}.
bool readVocabulary(const QJsonObject &object, QHash<QString, int> &vocabulary, const QString &path,
                    QString *error)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const double id = it->toDouble(-1);
        if (!it->isDouble() || id < 0 || id >= maxVocabulary || id != double(int(id)))
            return inFile(path,
                          QStringLiteral("the id of vocabulary entry “%1” is not a whole number "
                                         "from 0 to %2")
                              .arg(it.key())
                              .arg(maxVocabulary - 1),
                          error);
        vocabulary.insert(it.key(), int(id));
    }
    return true;
}

/// One merge "a b" (merges.txt's line, or tokenizer.json's string) or ["a", "b"].
bool addMerge(QHash<QString, int> &ranks, const QString &left, const QString &right,
              const QString &path, int line, QString *error)
{
    if (left.isEmpty() || right.isEmpty() || left.contains(QLatin1Char(' '))
        || right.contains(QLatin1Char(' ')))
        return inFile(path, QStringLiteral("merge %1 is not two symbols").arg(line), error);
    const QString key = left + QLatin1Char(' ') + right;
    if (!ranks.contains(key)) // a repeated merge keeps its first, lowest rank
        ranks.insert(key, int(ranks.size()));
    return true;
}

} // namespace

bool BpeTokenizer::setVocabulary(const QHash<QString, int> &vocabulary, const QString &path,
                                 QString *error)
{
    if (vocabulary.isEmpty())
        return inFile(path, QStringLiteral("the vocabulary is empty"), error);
    int largest = 0;
    for (auto it = vocabulary.begin(); it != vocabulary.end(); ++it)
        largest = std::max(largest, it.value());
    std::vector<QString> pieces(size_t(largest) + 1);
    for (auto it = vocabulary.begin(); it != vocabulary.end(); ++it) {
        QString &slot = pieces[size_t(it.value())];
        if (!slot.isNull())
            return inFile(path,
                          QStringLiteral("vocabulary entries “%1” and “%2” have the same id %3")
                              .arg(slot, it.key())
                              .arg(it.value()),
                          error);
        slot = it.key();
    }
    // Every byte must be a token, or some text could not be encoded.
    for (int b = 0; b < 256; ++b)
        if (!vocabulary.contains(QString(QChar(byteToChar()[size_t(b)]))))
            return inFile(path,
                          QStringLiteral("the vocabulary has no token for byte 0x%1, so not "
                                         "every text can be encoded")
                              .arg(hexByte(b)),
                          error);
    m_pieces = std::move(pieces);
    m_ids = vocabulary;
    return true;
}

bool BpeTokenizer::loadVocabAndMerges(const QString &vocabPath, const QString &mergesPath,
                                      QString *error)
{
    BpeTokenizer loaded;
    QJsonObject vocabObject;
    QHash<QString, int> vocabulary;
    if (!json::readObjectFile(vocabPath, vocabObject, error)
        || !readVocabulary(vocabObject, vocabulary, vocabPath, error)
        || !loaded.setVocabulary(vocabulary, vocabPath, error))
        return false;
    QFile file(mergesPath);
    QString why;
    QByteArray bytes;
    if (!openInputFile(file, &why) || !readInput(&file, bytes, &why))
        return inFile(mergesPath, why, error);
    const QStringList lines = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        QString line = lines.at(i);
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        if (line.isEmpty() || (i == 0 && line.startsWith(QLatin1String("#version"))))
            continue;
        const QStringList parts = line.split(QLatin1Char(' '));
        if (parts.size() != 2)
            return inFile(mergesPath,
                          QStringLiteral("line %1 is not a merge of two symbols").arg(i + 1),
                          error);
        if (!addMerge(loaded.m_ranks, parts.at(0), parts.at(1), mergesPath, i + 1, error))
            return false;
    }
    loaded.m_split = QRegularExpression(QString::fromLatin1(gpt2Pattern),
                                        QRegularExpression::UseUnicodePropertiesOption);
    if (loaded.m_ids.contains(QStringLiteral("<|endoftext|>")))
        loaded.m_specials << QStringLiteral("<|endoftext|>");
    *this = std::move(loaded);
    return true;
}

bool BpeTokenizer::loadTokenizerJson(const QString &path, QString *error)
{
    QJsonObject root;
    if (!json::readObjectFile(path, root, error))
        return false;
    const QJsonObject model = root.value(QLatin1String("model")).toObject();
    const QString type = model.value(QLatin1String("type")).toString();
    if (type != QLatin1String("BPE"))
        return inFile(path, QStringLiteral("its model is “%1”, not byte-level BPE").arg(type),
                      error);
    if (model.value(QLatin1String("byte_fallback")).toBool())
        return inFile(path,
                      QStringLiteral("its BPE falls back to bytes (SentencePiece's kind), "
                                     "which is not byte-level BPE"),
                      error);
    BpeTokenizer loaded;
    QHash<QString, int> vocabulary;
    if (!readVocabulary(model.value(QLatin1String("vocab")).toObject(), vocabulary, path, error))
        return false;
    // Added tokens are part of the vocabulary, matched in the text before it is split.
    const QJsonArray added = root.value(QLatin1String("added_tokens")).toArray();
    for (const QJsonValue &value : added) {
        const QJsonObject token = value.toObject();
        const QString content = token.value(QLatin1String("content")).toString();
        const double id = token.value(QLatin1String("id")).toDouble(-1);
        if (content.isEmpty() || id < 0 || id >= maxVocabulary || id != double(int(id)))
            return inFile(path, QStringLiteral("an added token has no content or no valid id"),
                          error);
        const auto existing = vocabulary.constFind(content);
        if (existing != vocabulary.constEnd() && *existing != int(id))
            return inFile(path,
                          QStringLiteral("added token “%1” has id %2, the vocabulary %3")
                              .arg(content)
                              .arg(int(id))
                              .arg(*existing),
                          error);
        vocabulary.insert(content, int(id));
        loaded.m_specials << content;
    }
    if (!loaded.setVocabulary(vocabulary, path, error))
        return false;
    const QJsonArray merges = model.value(QLatin1String("merges")).toArray();
    for (int i = 0; i < merges.size(); ++i) {
        const QJsonValue merge = merges.at(i);
        QString left, right;
        if (merge.isString()) {
            const QStringList parts = merge.toString().split(QLatin1Char(' '));
            if (parts.size() == 2) {
                left = parts.at(0);
                right = parts.at(1);
            }
        } else if (merge.isArray() && merge.toArray().size() == 2) {
            left = merge.toArray().at(0).toString();
            right = merge.toArray().at(1).toString();
        }
        if (!addMerge(loaded.m_ranks, left, right, path, i + 1, error))
            return false;
    }
    loaded.m_ignoreMerges = model.value(QLatin1String("ignore_merges")).toBool();

    const QJsonValue normalizer = root.value(QLatin1String("normalizer"));
    if (!normalizer.isNull() && !normalizer.isUndefined()) {
        const QString kind = normalizer.toObject().value(QLatin1String("type")).toString();
        if (kind == QLatin1String("NFC"))
            loaded.m_normalization = QString::NormalizationForm_C;
        else if (kind == QLatin1String("NFKC"))
            loaded.m_normalization = QString::NormalizationForm_KC;
        else
            return inFile(path, QStringLiteral("its normalizer “%1” is not NFC or NFKC").arg(kind),
                          error);
    }

    // The pre-tokenizer: ByteLevel (with GPT-2's pattern when use_regex), or a Sequence of
    // one Split by a regular expression and a ByteLevel without its own pattern.
    QJsonArray steps;
    const QJsonObject pre = root.value(QLatin1String("pre_tokenizer")).toObject();
    if (pre.value(QLatin1String("type")).toString() == QLatin1String("Sequence"))
        steps = pre.value(QLatin1String("pretokenizers")).toArray();
    else
        steps.append(pre);
    QString pattern;
    bool byteLevel = false;
    for (const QJsonValue &value : steps) {
        const QJsonObject step = value.toObject();
        const QString kind = step.value(QLatin1String("type")).toString();
        if (kind == QLatin1String("ByteLevel")) {
            byteLevel = true;
            loaded.m_addPrefixSpace = step.value(QLatin1String("add_prefix_space")).toBool();
            if (step.value(QLatin1String("use_regex")).toBool(true)) {
                if (!pattern.isEmpty())
                    return inFile(path, QStringLiteral("its pre-tokenizer splits twice"), error);
                pattern = QString::fromLatin1(gpt2Pattern);
            }
        } else if (kind == QLatin1String("Split")) {
            const QString behavior = step.value(QLatin1String("behavior")).toString();
            pattern = step.value(QLatin1String("pattern"))
                          .toObject()
                          .value(QLatin1String("Regex"))
                          .toString();
            if (pattern.isEmpty() || behavior != QLatin1String("Isolated")
                || step.value(QLatin1String("invert")).toBool())
                return inFile(path,
                              QStringLiteral("its Split pre-tokenizer is not an isolating "
                                             "regular expression"),
                              error);
        } else {
            return inFile(
                path, QStringLiteral("its pre-tokenizer “%1” is not ByteLevel or Split").arg(kind),
                error);
        }
    }
    if (!byteLevel)
        return inFile(path, QStringLiteral("its pre-tokenizer is not byte-level"), error);
    loaded.m_split = QRegularExpression(pattern, QRegularExpression::UseUnicodePropertiesOption);
    if (!loaded.m_split.isValid())
        return inFile(path,
                      QStringLiteral("its pre-tokenizer's pattern is not valid (%1)")
                          .arg(loaded.m_split.errorString()),
                      error);
    *this = std::move(loaded);
    return true;
}

bool BpeTokenizer::loadFolder(const QString &folder, QString *error)
{
    const QDir dir(folder);
    const QString json = dir.filePath(QStringLiteral("tokenizer.json"));
    if (QFileInfo::exists(json))
        return loadTokenizerJson(json, error);
    const QString vocab = dir.filePath(QStringLiteral("vocab.json"));
    const QString merges = dir.filePath(QStringLiteral("merges.txt"));
    if (QFileInfo::exists(vocab) && QFileInfo::exists(merges))
        return loadVocabAndMerges(vocab, merges, error);
    return inFile(folder,
                  QStringLiteral("the folder holds neither tokenizer.json nor vocab.json with "
                                 "merges.txt"),
                  error);
}

void BpeTokenizer::encodePiece(const QString &piece, std::vector<Token> &tokens) const
{
    const QByteArray utf8 = piece.toUtf8();
    QString mapped;
    mapped.reserve(utf8.size());
    for (const char byte : utf8)
        mapped.append(QChar(byteToChar()[uchar(byte)]));
    std::vector<QString> word;
    if (m_ignoreMerges && m_ids.contains(mapped)) {
        word.push_back(mapped);
    } else {
        word.reserve(size_t(mapped.size()));
        for (const QChar c : mapped)
            word.emplace_back(c);
        while (word.size() > 1) {
            int best = std::numeric_limits<int>::max();
            size_t at = 0;
            for (size_t i = 0; i + 1 < word.size(); ++i) {
                const auto rank = m_ranks.constFind(word[i] + QLatin1Char(' ') + word[i + 1]);
                if (rank != m_ranks.constEnd() && *rank < best) {
                    best = *rank;
                    at = i;
                }
            }
            if (best == std::numeric_limits<int>::max())
                break;
            // Merge every occurrence of the best pair, left to right.
            const QString first = word[at], second = word[at + 1];
            std::vector<QString> merged;
            merged.reserve(word.size());
            for (size_t i = 0; i < word.size(); ++i) {
                if (i + 1 < word.size() && word[i] == first && word[i + 1] == second) {
                    merged.push_back(first + second);
                    ++i;
                } else {
                    merged.push_back(word[i]);
                }
            }
            word = std::move(merged);
        }
    }
    for (const QString &symbol : word) {
        Token token;
        token.id = m_ids.value(symbol, -1);
        for (const QChar c : symbol)
            token.bytes.append(char(charToByte(c)));
        if (token.id < 0) {
            // A merge whose result the vocabulary lacks: its bytes, one token each.
            for (const char byte : token.bytes) {
                Token single;
                single.bytes = QByteArray(1, byte);
                single.id = m_ids.value(QString(QChar(byteToChar()[uchar(byte)])));
                tokens.push_back(single);
            }
            continue;
        }
        tokens.push_back(token);
    }
}

bool BpeTokenizer::encode(const QString &input, std::vector<Token> &tokens, QString *error) const
{
    tokens.clear();
    if (!isLoaded()) {
        if (error)
            *error = QStringLiteral("no tokenizer is loaded");
        return false;
    }
    if (input.size() > maxTextLength) {
        if (error)
            *error = QStringLiteral("the text has %1 characters, more than the %2 a tokenizer "
                                    "takes")
                         .arg(input.size())
                         .arg(maxTextLength);
        return false;
    }
    QString text = m_normalization >= 0
                       ? input.normalized(QString::NormalizationForm(m_normalization))
                       : input;
    if (m_addPrefixSpace && !text.startsWith(QLatin1Char(' ')))
        text.prepend(QLatin1Char(' '));
    qsizetype at = 0;
    while (at < text.size()) {
        // The next special token, the longest where two start at the same place.
        qsizetype special = text.size();
        QString which;
        for (const QString &s : m_specials) {
            const qsizetype found = text.indexOf(s, at);
            if (found >= 0 && (found < special || (found == special && s.size() > which.size()))) {
                special = found;
                which = s;
            }
        }
        const QString plain = text.mid(at, special - at);
        qsizetype done = 0;
        auto matches = m_split.globalMatch(plain);
        while (matches.hasNext()) {
            const QRegularExpressionMatch match = matches.next();
            if (match.capturedLength() == 0)
                continue;
            if (match.capturedStart() > done) // what the pattern leaves is a piece too
                encodePiece(plain.mid(done, match.capturedStart() - done), tokens);
            encodePiece(match.captured(), tokens);
            done = match.capturedEnd();
        }
        if (done < plain.size())
            encodePiece(plain.mid(done), tokens);
        if (which.isEmpty())
            break;
        Token token;
        token.id = m_ids.value(which);
        token.bytes = which.toUtf8();
        token.special = true;
        tokens.push_back(token);
        at = special + which.size();
    }
    return true;
}

bool BpeTokenizer::decode(const std::vector<int> &ids, QString &text, QString *error) const
{
    QByteArray bytes;
    for (const int id : ids) {
        if (id < 0 || size_t(id) >= m_pieces.size() || m_pieces[size_t(id)].isNull()) {
            if (error)
                *error = QStringLiteral("token id %1 is not in the vocabulary").arg(id);
            return false;
        }
        const QString &piece = m_pieces[size_t(id)];
        if (m_specials.contains(piece)) {
            bytes += piece.toUtf8();
            continue;
        }
        for (const QChar c : piece) {
            const int byte = charToByte(c);
            if (byte < 0) { // a vocabulary entry that is not byte-level: as written
                bytes += QString(c).toUtf8();
                continue;
            }
            bytes.append(char(byte));
        }
    }
    text = QString::fromUtf8(bytes);
    return true;
}

BpeTokenizer::Token BpeTokenizer::tokenOf(int id) const
{
    Token token;
    if (id < 0 || size_t(id) >= m_pieces.size() || m_pieces[size_t(id)].isNull())
        return token;
    token.id = id;
    const QString &piece = m_pieces[size_t(id)];
    token.special = m_specials.contains(piece);
    if (token.special) {
        token.bytes = piece.toUtf8();
        return token;
    }
    for (const QChar c : piece) {
        const int byte = charToByte(c);
        if (byte < 0)
            token.bytes += QString(c).toUtf8();
        else
            token.bytes.append(char(byte));
    }
    return token;
}

QString BpeTokenizer::displayText(const Token &token) const
{
    if (token.special)
        return QString::fromUtf8(token.bytes);
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder(token.bytes);
    if (!decoder.hasError() && !text.contains(QChar::ReplacementCharacter))
        return text;
    QString shown;
    for (const char byte : token.bytes)
        shown += QStringLiteral("<0x%1>").arg(hexByte(uchar(byte)));
    return shown;
}

} // namespace attn
