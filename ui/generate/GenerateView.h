#pragma once

#include "KvCache.h"
#include "Snapshot.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTimer;
class QToolButton;

namespace attn::ui {

class Document;
class GenerateCanvas;

/// Generate mode: a causal scenario generated one token at a time from its own tokens.
/// Next / Previous / Play move through the steps; each step's numbers come from a KvCache
/// (core/generate), which computes only the new query row against the cached keys.
class GenerateView : public QWidget
{
    Q_OBJECT

public:
    explicit GenerateView(Document *document, QWidget *parent = nullptr);

    int step() const { return m_step; } ///< 1-based; 0 when nothing can be generated
    int stepCount() const;
    void setStep(int step);
    void next();
    void previous();
    void setPlaying(bool playing);
    bool isPlaying() const;
    void setHead(int head);

    const Generation &generation() const { return m_generation; }
    GenerateCanvas *canvas() const { return m_canvas; }
    QLabel *stepLabel() const { return m_stepLabel; }

private:
    void onSnapshot(SnapshotPtr snapshot);
    void refresh();

    Document *m_document;
    SnapshotPtr m_snapshot;
    Generation m_generation;
    int m_step = 0;
    int m_head = 0;
    QToolButton *m_previous;
    QToolButton *m_next;
    QToolButton *m_play;
    QComboBox *m_heads;
    QLabel *m_stepLabel;
    QPushButton *m_turnOnCausal;
    GenerateCanvas *m_canvas;
    QTimer *m_timer;
};

} // namespace attn::ui
