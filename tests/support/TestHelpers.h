#pragma once

// Small helpers shared by the tests: explicit tolerances instead of QCOMPARE's fuzzy
// double comparison (which special-cases zero), a built-in example by name, and the Qt
// warnings no test may print.

#include "Examples.h"
#include "Types.h"

#include <QRegularExpression>
#include <QString>
#include <QTest>

#include <cmath>
#include <initializer_list>

namespace testing {

/// The built-in example `name`; a missing or broken one ends the test executable, since no
/// test of it could mean anything.
inline attn::Scenario loadExampleOrDie(const QString &name = attn::defaultExampleName())
{
    attn::Scenario scenario;
    QString error;
    if (!attn::loadExample(name, scenario, &error))
        qFatal("cannot load the example %s: %s", qPrintable(name), qPrintable(error));
    return scenario;
}

inline attn::Scenario loadExampleOrDie(const char *name)
{
    return loadExampleOrDie(QString::fromLatin1(name));
}

/// Call from init(): any Qt warning fails the running test, except the offscreen platform's
/// notes that it lacks a window-system feature ("This plugin does not support ...").
inline void failOnUnexpectedWarnings()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(?!This plugin does not support).*")));
}

inline bool near(double actual, double expected, double tolerance)
{
    return std::abs(actual - expected) <= tolerance;
}

#define EXPECT_NEAR(actual, expected, tolerance)                                                   \
    do {                                                                                           \
        const double a_ = double(actual);                                                          \
        const double e_ = double(expected);                                                        \
        if (!testing::near(a_, e_, double(tolerance)))                                             \
            QFAIL(qPrintable(QStringLiteral("%1 = %2, expected %3 +- %4")                          \
                                 .arg(QStringLiteral(#actual))                                     \
                                 .arg(a_, 0, 'g', 10)                                              \
                                 .arg(e_, 0, 'g', 10)                                              \
                                 .arg(double(tolerance))));                                        \
    } while (false)

/// Compares a row of a matrix with printed numbers, to the printed digits.
#define EXPECT_ROW(matrix, row, tolerance, ...)                                                    \
    do {                                                                                           \
        const std::initializer_list<double> row_ = __VA_ARGS__;                                    \
        QCOMPARE(qsizetype((matrix).cols()), qsizetype(row_.size()));                              \
        int column_ = 0;                                                                           \
        for (double value_ : row_) {                                                               \
            EXPECT_NEAR((matrix)(row, column_), value_, tolerance);                                \
            ++column_;                                                                             \
        }                                                                                          \
    } while (false)

} // namespace testing
