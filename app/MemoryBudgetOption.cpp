#include "MemoryBudgetOption.h"

#include "MemoryBudget.h"

#include <QSettings>

namespace attn::app {

bool applyMemoryBudget(const std::optional<QString> &value, bool window, QString *error)
{
    constexpr long long maxMiB = 1LL << 40;
    long long mib = 0;
    bool ok = false;
    if (value) {
        mib = value->toLongLong(&ok);
        if (!ok || mib < 1 || mib > maxMiB) {
            *error = QStringLiteral("--memory-budget: expected a whole number of MiB from 1 to "
                                    "%1, got \"%2\"")
                         .arg(maxMiB)
                         .arg(*value);
            return false;
        }
    } else if (window) {
        mib = QSettings().value(QStringLiteral("memoryBudgetMiB")).toLongLong(&ok);
        if (!ok || mib < 1 || mib > maxMiB)
            mib = 0;
    }
    setMemoryBudget(std::uint64_t(mib) << 20);
    return true;
}

} // namespace attn::app
