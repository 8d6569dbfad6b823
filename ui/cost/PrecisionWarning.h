#pragma once

#include "Snapshot.h"

#include <QLabel>

namespace attn::ui {

/// The status bar's float32 warning: shown while the current scenario has rows float32
/// cannot resolve (precisionLosses), with the first head's warning as its text and every
/// head's in its tooltip; hidden otherwise. Made with the window, unlike the Cost tab, so
/// the warning is there before anyone opens the Precision page.
class PrecisionWarning : public QLabel
{
    Q_OBJECT

public:
    explicit PrecisionWarning(QWidget *parent = nullptr);

    void setSnapshot(const SnapshotPtr &snapshot);
    /// The warnings as shown (one per head with such rows; empty: none).
    QStringList warnings() const { return m_warnings; }

    /// The warnings of `snapshot` in the interface's language (PrecisionReport::warningText).
    static QStringList warningsOf(const SnapshotPtr &snapshot);

private:
    QStringList m_warnings;
};

} // namespace attn::ui
