#pragma once

#include "Export.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace attn::ui {

/// Choosing a picture to export: the view, the format and scale (PNG 1x, 2x, 4x, SVG,
/// PDF handout) and the file. The file name's extension follows the format.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    /// `suggestedStem` names the file in the last folder used ("attention-weights").
    ExportDialog(ExportView view, const QString &suggestedStem, QWidget *parent = nullptr);

    ExportView view() const;
    QString format() const; ///< "png", "svg" or "pdf"
    double scale() const;   ///< 1, 2 or 4 for PNG; 1 otherwise
    QString filePath() const;
    /// The picture outlines the followed query row (remembered; off by default).
    bool outlineFollowedRow() const;
    /// The dialog's choices as the export functions take them.
    ExportSettings settings() const;

    /// Menu text of a view: "Attention Weights", "Whole Window", ...
    static QString viewTitle(ExportView view);
    /// The File > Export Picture entry of a view: "Attention Weights…", "Whole Window…", one
    /// message each, so the live language switch finds it.
    static QString viewMenuText(ExportView view);
    static QList<ExportView> allViews();

    void accept() override; ///< remembers the folder and format for next time

private:
    void browse();
    void formatChanged();

    QComboBox *m_view;
    QComboBox *m_format;
    QLineEdit *m_path;
    QCheckBox *m_outline;
};

} // namespace attn::ui
