#pragma once

#include "PositionEncoding.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace attn::ui {

class Document;
class PositionTableModel;
class PositionsCanvas;

/// The positional encoding of the document: a control to pick it (none, sinusoidal,
/// learned, rope, alibi) with its base or slopes, the learned table's editor, and the
/// view of the encoding. Every change is one undo step.
class PositionsTab : public QWidget
{
    Q_OBJECT

public:
    explicit PositionsTab(Document *document, QWidget *parent = nullptr);

    QComboBox *kindBox() const { return m_kind; }
    QDoubleSpinBox *baseBox() const { return m_base; }
    QLineEdit *slopesEdit() const { return m_slopes; }
    PositionsCanvas *canvas() const { return m_canvas; }

    /// The encoding `kindIndex` of the chooser (0: none) with the scenario's numbers.
    void choose(int kindIndex);

private:
    void syncFromDocument();
    void push(const std::optional<PositionEncoding> &positions, const QString &what);
    void applyBase();
    void applySlopes();

    Document *m_document;
    QComboBox *m_kind;
    QDoubleSpinBox *m_base;
    QLineEdit *m_slopes;
    QLabel *m_note;
    QTableView *m_table;
    PositionTableModel *m_model;
    PositionsCanvas *m_canvas;
    bool m_syncing = false;
};

} // namespace attn::ui
