#include "ExampleTitles.h"

#include <QCoreApplication>

namespace attn::ui {

namespace {

// The built-in examples' titles (resources/examples/*.json) and those of the scenarios the
// built-in lessons write inline (resources/lessons/*.json), for lupdate: the files keep
// English, the menus and the window title show the translation. tst_translated_texts checks
// that the lessons' part is whole.
[[maybe_unused]] const char *const titles[] = {
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles", "One query, two keys, by hand (seed 002)"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles",
                      "Exercise: change v2 to [10, 10], the weights stay (seed 002)"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles",
                      "Exercise: mask the first key, the output is v2 (seed 002)"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles", "Step by step on four tokens, W = I (seed 000)"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles",
                      "The causal mask on a 4 x 4 score matrix (seed 000)"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles",
                      "Why divide by sqrt(d_k): one query, eight keys, d_k = 64 (seed 000)"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles",
                      "\"Orange is my favorite fruit\": the weight row of \"Orange\" (seed 003)"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles",
                      "MultiHeadAttention as in seed 003: d_model 4, 2 heads, bias on the output "
                      "only"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles",
                      "Two heads, d_model 8, causal: a decoder sees only the past"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles",
                      "Padding: two <pad> tokens that no query may attend"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles",
                      "Two designed heads: one looks at the previous token, one at the same "
                      "token"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles",
                      "Causal mask and left padding: the <pad> row has no key to look at"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles",
                      "Cross-attention: four French decoder queries read five English encoder "
                      "keys"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles",
                      "Sinusoidal positions: sin and cos rows added to the embeddings, the two "
                      "\"the\" now differ"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles",
                      "Learned positions: a table added to the embeddings, edited like them"),
    QT_TRANSLATE_NOOP(
        "attn::ui::ExampleTitles",
        "RoPE: q and k rotated by their position, the score depends on them and on i − j"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles",
                      "ALiBi: a bias −slope·|i − j| per head, nearby words weigh more"),
    // The lessons' own scenarios.
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles",
                      "A future key with a very high score (seed 002's leak)"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles", "divisor-matters, step 0"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles", "what-a-head-learns, step 200"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles", "The same four tokens in reverse order"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles", "“the cat saw the dog” without positions"),
    QT_TRANSLATE_NOOP("attn::ui::ExampleTitles", "Scores of 100 and 90"),
};

} // namespace

QString exampleTitleText(const QString &title)
{
    return QCoreApplication::translate("attn::ui::ExampleTitles", title.toUtf8().constData());
}

} // namespace attn::ui
