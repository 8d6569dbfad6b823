#pragma once

#include "ImportPlan.h"
#include "MatrixImport.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QTableWidget;

namespace attn::ui {

/// The preview before a matrix file is imported: its shape and first rows, what it will
/// replace (embeddings, or Q, K or V in direct mode), what else changes with it, and the
/// reader's message when the file cannot be used (then Import is disabled).
class ImportDialog : public QDialog
{
    Q_OBJECT

public:
    ImportDialog(const Scenario &current, const QString &filePath, QWidget *parent = nullptr);

    bool isLoaded() const { return m_loaded; }
    QString loadError() const { return m_loadError; }
    ImportTarget target() const;
    void setTarget(ImportTarget target);
    /// The import for the chosen target; its error is set when it cannot be applied.
    const ImportPlan &plan() const { return m_plan; }
    /// The undo command's name: "Import keys K from k.npy".
    QString commandText() const;

    /// A target suggested by a file's name: "q.npy" -> Q, "keys.csv" -> K, else embeddings in
    /// self-attention mode and Q in direct mode.
    static ImportTarget guessTarget(const QString &filePath, Mode mode);

private:
    void fillPreview();
    void updatePlan();

    Scenario m_current;
    QString m_filePath;
    ImportedMatrix m_matrix;
    bool m_loaded = false;
    QString m_loadError;
    ImportPlan m_plan;

    QLabel *m_summary;
    QComboBox *m_target;
    QTableWidget *m_preview;
    QLabel *m_notes;
    QDialogButtonBox *m_buttons;
};

} // namespace attn::ui
