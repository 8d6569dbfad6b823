#include "PrecisionOption.h"

#include "JsonText.h"
#include "PrecisionCheck.h"

#include <cmath>

namespace attn::app {

bool isDoublePrecision(const QString &value)
{
    return value == QLatin1String("double");
}

QByteArray doubleComparisonField(const Scenario &scenario, const AttentionResult &result,
                                 QString *error)
{
    const PrecisionComparison c = compareWithDouble(scenario, result);
    bool finite = c.ok;
    for (Eigen::Index i = 0; finite && i < c.output.size(); ++i)
        finite = std::isfinite(c.output.data()[i]);
    if (!finite) {
        *error = c.ok ? QStringLiteral("double: a number is too large for double precision")
                      : QString::fromStdString(c.error);
        return {};
    }
    QByteArray part = "  \"double\": {\n    \"output\": ";
    json::appendMatrix(part, c.output, 4);
    part += ",\n    \"max_output_difference\": ";
    json::appendNumber(part, c.outputDifference);
    part += ",\n    \"max_output_difference_at\": [" + QByteArray::number(c.outputRow) + ", "
            + QByteArray::number(c.outputColumn) + "],\n    \"max_weight_difference\": ";
    json::appendNumber(part, c.weightDifference);
    part += ",\n    \"max_weight_difference_at\": [" + QByteArray::number(c.weightHead) + ", "
            + QByteArray::number(c.weightRow) + ", " + QByteArray::number(c.weightKey)
            + "]\n  },\n";
    return part;
}

} // namespace attn::app
