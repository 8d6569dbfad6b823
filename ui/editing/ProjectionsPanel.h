#pragma once

#include "Document.h"

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTabWidget;

namespace attn::ui {

class MatrixModel;
class MatrixTable;

/// W_q, W_k, W_v, W_o and b_o in tabs, each editable cell by cell, with Identity,
/// Random (seed and scale shown and editable, so a learner can make the entries large
/// and watch softmax saturate) and Zero for the tab on top.
class ProjectionsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ProjectionsPanel(Document *document, QWidget *parent = nullptr);

    /// The projection of the tab on top.
    MatrixId currentMatrix() const;
    MatrixTable *table(MatrixId id) const;
    MatrixModel *model(MatrixId id) const;

    void setIdentity();
    void setRandom();
    void setZero();

signals:
    void statusMessage(const QString &text);

private:
    void updateControls();

    Document *m_document;
    QTabWidget *m_tabs;
    QList<MatrixModel *> m_models;
    QList<MatrixTable *> m_tables;
    QLabel *m_caption;
    QPushButton *m_identity;
    QPushButton *m_random;
    QPushButton *m_zero;
    QSpinBox *m_seed;
    QDoubleSpinBox *m_scale;
};

} // namespace attn::ui
