#include "Prediction.h"

#include "NumberFormat.h"
#include "PrintableText.h"
#include "Snapshot.h"

#include <QCoreApplication>

#include <cmath>

namespace attn::ui {

namespace {

struct PredictionText
{
    Q_DECLARE_TR_FUNCTIONS(Prediction)
};

QString label(const Labels &labels, int index)
{
    return index >= 0 && index < int(labels.size()) ? printableText(labels[std::size_t(index)])
                                                    : QString::number(index + 1);
}

QString cell(double value)
{
    return formatCell(value, cellDecimals());
}

} // namespace

Verdict judgeGuess(const Snapshot &snapshot, const Guess &guess)
{
    Verdict verdict;
    const AttentionResult &result = snapshot.result;
    if (!result.ok || guess.head < 0 || guess.head >= int(result.heads.size()))
        return verdict;
    const Matrix &weights = result.heads[std::size_t(guess.head)].weights;
    if (guess.row < 0 || guess.row >= weights.rows())
        return verdict;
    verdict.valid = true;
    const int keys = int(weights.cols());
    const auto allowed = [&](int key) {
        return result.allowed.rows() != weights.rows() || result.allowed(guess.row, key);
    };
    for (int key = 0; key < keys; ++key) {
        if (allowed(key)
            && (verdict.bestKey < 0
                || weights(guess.row, key) > weights(guess.row, verdict.bestKey)))
            verdict.bestKey = key;
    }
    const QString query = label(snapshot.queryLabels, guess.row);
    if (verdict.bestKey < 0) {
        verdict.text = PredictionText::tr("%1 may attend no key: softmax is undefined there, and "
                                          "its weights are shown as 0 by convention.")
                           .arg(query);
        return verdict;
    }
    verdict.bestWeight = double(weights(guess.row, verdict.bestKey));
    const QString best = label(snapshot.keyLabels, verdict.bestKey);
    const bool picked = guess.key >= 0 && guess.key < keys;
    if (!picked) {
        verdict.text = PredictionText::tr("No key was picked: %1 gets the most weight for %2 (%3).")
                           .arg(best, query, cell(verdict.bestWeight));
        return verdict;
    }
    const QString mine = label(snapshot.keyLabels, guess.key);
    verdict.guessWeight = allowed(guess.key) ? double(weights(guess.row, guess.key)) : 0.0;
    verdict.keyRight = allowed(guess.key) && verdict.guessWeight == verdict.bestWeight;
    if (verdict.keyRight)
        verdict.text = PredictionText::tr("Right: %1 gets the most weight for %2 (%3).")
                           .arg(mine, query, cell(verdict.guessWeight));
    else if (!allowed(guess.key))
        verdict.text
            = PredictionText::tr("Not quite: %1 is blocked for %2 (weight 0); %3 gets the most "
                                 "weight (%4).")
                  .arg(mine, query, best, cell(verdict.bestWeight));
    else
        verdict.text
            = PredictionText::tr("Not quite: %1 gets the most weight for %2 (%3); %4 "
                                 "gets %5, %6 less.")
                  .arg(best, query, cell(verdict.bestWeight), mine, cell(verdict.guessWeight),
                       cell(verdict.bestWeight - verdict.guessWeight));
    if (guess.weight) {
        const double said = *guess.weight;
        const double off = said - verdict.guessWeight;
        QString how;
        if (cell(std::abs(off)) == cell(0))
            how = PredictionText::tr("Your number for %1, %2, is right to the shown decimals.")
                      .arg(mine, cell(said));
        else if (off > 0)
            how = PredictionText::tr("Your number for %1, %2, is %3 too high (it is %4).")
                      .arg(mine, cell(said), cell(off), cell(verdict.guessWeight));
        else
            how = PredictionText::tr("Your number for %1, %2, is %3 too low (it is %4).")
                      .arg(mine, cell(said), cell(-off), cell(verdict.guessWeight));
        verdict.text += QLatin1Char(' ') + how;
    }
    return verdict;
}

} // namespace attn::ui
