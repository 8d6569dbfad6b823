#pragma once

// Byte-level BPE, the tokenizer of GPT-2 and of the Llama family as Qwen2 and SmolLM2 use
// it: the text is split into pieces by a pre-tokenizer's regular expression, each piece's
// UTF-8 bytes are written as printable characters (GPT-2's bytes_to_unicode), and the
// adjacent pair of lowest merge rank is merged until no pair has a rank. Read from GPT-2's
// vocab.json + merges.txt or from a Hugging Face tokenizer.json (see docs/models.md).

#include <QByteArray>
#include <QHash>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <vector>

namespace attn {

class BpeTokenizer
{
public:
    /// The longest text encode() takes, in UTF-16 code units: far more than a model's
    /// context (GPT-2: 1,024 tokens), and a bound on the merge loop's work.
    static constexpr int maxTextLength = 16384;

    /// One token of an encoded text.
    struct Token
    {
        int id = -1;
        QByteArray bytes; ///< the UTF-8 bytes it stands for (part of a character, maybe)
        bool special = false;
    };

    /// Reads GPT-2's pair of files: vocab.json (piece -> id) and merges.txt (a "#version"
    /// line, then one merge "a b" a line, its rank the line's order). "<|endoftext|>" is a
    /// special token when the vocabulary has it. On failure returns false, sets `error`
    /// to "FILE: why" and leaves the tokenizer as it was.
    bool loadVocabAndMerges(const QString &vocabPath, const QString &mergesPath, QString *error);
    /// Reads a Hugging Face tokenizer.json whose model is byte-level BPE: its vocab and
    /// merges, its added tokens, an NFC or NFKC normalizer, and a ByteLevel pre-tokenizer or
    /// a Sequence of Split (a regex, isolated) and ByteLevel. Anything else is refused by
    /// name rather than tokenized differently from the model's own tokenizer.
    bool loadTokenizerJson(const QString &path, QString *error);
    /// A model folder: tokenizer.json if it is there, else vocab.json and merges.txt.
    bool loadFolder(const QString &folder, QString *error);

    bool isLoaded() const { return !m_pieces.empty(); }
    int vocabularySize() const { return int(m_pieces.size()); }

    /// The tokens of `text`, at most maxTextLength long (else false and `error`).
    bool encode(const QString &text, std::vector<Token> &tokens, QString *error) const;
    /// The text of `ids`, a token's bytes put back together into characters (bytes that
    /// are not UTF-8 become U+FFFD). An id outside the vocabulary is refused.
    bool decode(const std::vector<int> &ids, QString &text, QString *error) const;
    /// How a token reads on its own: its characters when its bytes are whole UTF-8
    /// characters, else its bytes as <0xE1><0xBA> (part of a character split into tokens).
    QString displayText(const Token &token) const;
    /// The token of vocabulary id `id` (its bytes; special when it is an added token), or a
    /// token of id -1 when the vocabulary has no such id.
    Token tokenOf(int id) const;
    /// The id of a vocabulary entry as the files write it ("Ġthe"), or -1.
    int idOf(const QString &piece) const { return m_ids.value(piece, -1); }

private:
    bool setVocabulary(const QHash<QString, int> &vocabulary, const QString &path, QString *error);
    void encodePiece(const QString &piece, std::vector<Token> &tokens) const;

    std::vector<QString> m_pieces; ///< by id; empty for an id the vocabulary skips
    QHash<QString, int> m_ids;
    QHash<QString, int> m_ranks; ///< "a b" -> rank
    QStringList m_specials;      ///< matched in the text before it is split, longest first
    QRegularExpression m_split;
    bool m_addPrefixSpace = false;
    bool m_ignoreMerges = false; ///< a piece in the vocabulary is one token, unmerged
    int m_normalization = -1;    ///< a QString::NormalizationForm, or -1 for none
};

} // namespace attn
