#pragma once

#include "PrecisionCheck.h"
#include "Snapshot.h"

#include <QWidget>

class QLabel;

namespace attn::ui {

/// What float32 costs this scenario: the rows whose scores it cannot resolve
/// (precisionLosses, named by head and row), and, when "Compute in double" is on, the
/// result next to the same computation in double (compareWithDouble) with the differences.
class PrecisionReport : public QWidget
{
    Q_OBJECT

public:
    explicit PrecisionReport(QWidget *parent = nullptr);

    void setSnapshot(const SnapshotPtr &snapshot);
    void setCompareInDouble(bool on);
    bool comparesInDouble() const { return m_double; }
    /// The warnings as shown (one per head with such rows), and the comparison's text.
    QStringList warnings() const { return m_warnings; }
    QString comparisonText() const;
    const PrecisionComparison &comparison() const { return m_comparison; }

    /// One warning in the interface's language.
    static QString warningText(const PrecisionLoss &loss);

signals:
    /// The warnings changed (empty: none).
    void warningsChanged(const QStringList &warnings);

private:
    void refresh();

    SnapshotPtr m_snapshot;
    bool m_double = false;
    QStringList m_warnings;
    PrecisionComparison m_comparison;
    QLabel *m_text = nullptr;
    QLabel *m_compare = nullptr;
};

} // namespace attn::ui
