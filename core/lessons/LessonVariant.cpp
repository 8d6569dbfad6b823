#include "LessonVariant.h"

#include "Random.h"

#include <QRandomGenerator>

#include <algorithm>
#include <cmath>
#include <string_view>

namespace attn {

namespace {

const char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr int codeLength = 5;

} // namespace

QString variantCode(quint32 seed)
{
    QString code;
    for (int i = codeLength - 1; i >= 0; --i)
        code += QLatin1Char(alphabet[(seed >> (5 * i)) & 31u]);
    return code;
}

std::optional<quint32> parseVariantCode(const QString &code)
{
    quint32 seed = 0;
    int digits = 0;
    for (QChar c : code.toUpper()) {
        if (c.isSpace() || c == QLatin1Char('-'))
            continue;
        if (c == QLatin1Char('O'))
            c = QLatin1Char('0');
        else if (c == QLatin1Char('I') || c == QLatin1Char('L'))
            c = QLatin1Char('1');
        const int value
            = c.unicode() < 128 ? int(std::string_view(alphabet).find(char(c.unicode()))) : -1;
        if (value < 0 || ++digits > codeLength)
            return std::nullopt;
        seed = seed * 32 + quint32(value);
    }
    if (digits != codeLength || seed == 0)
        return std::nullopt;
    return seed;
}

quint32 newVariantSeed()
{
    return QRandomGenerator::system()->bounded(maxVariantSeed) + 1;
}

std::vector<ScenarioEdit> variantEdits(const LessonQuestion &question, int stepIndex, quint32 seed)
{
    std::vector<ScenarioEdit> edits;
    // The step mixes in, so that one code gives each step of a lesson its own numbers.
    RandomSource random((std::uint64_t(seed) << 16) ^ std::uint64_t(stepIndex + 1));
    for (const VaryingNumber &v : question.vary) {
        const long long count = std::llround(std::floor((v.max - v.min) / v.step + 1e-9)) + 1;
        const long long k = std::min(count - 1, (long long)(random.uniform() * double(count)));
        // Rounded to the step's grid, so that 0.1 + 0.2 is written as 0.3.
        const double scale = 1e9;
        ScenarioEdit e;
        e.kind = ScenarioEdit::Kind::SetCell;
        e.matrix = v.matrix;
        e.row = v.row;
        e.column = v.column;
        e.values = {std::round((v.min + double(k) * v.step) * scale) / scale};
        e.where = v.where;
        edits.push_back(e);
    }
    return edits;
}

bool lessonHasVariants(const Lesson &lesson)
{
    for (const LessonStep &step : lesson.steps)
        if (step.question && !step.question->vary.empty())
            return true;
    return false;
}

} // namespace attn
