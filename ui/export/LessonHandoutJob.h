#pragma once

#include "Lesson.h"
#include "LessonHandout.h"

#include <QString>
#include <QThread>

#include <atomic>
#include <optional>

namespace attn::ui {

/// A lesson's handout rendered and written (exportLessonHandout) on a thread of its own, so
/// that the window keeps answering while a long lesson is laid out: its events, a
/// termination signal, a Cancel. progressed() is emitted from that thread before each
/// step and at the end (connect it queued); cancel() stops the work before the next step,
/// and then nothing is written. Read ok() and error() after QThread::finished. The
/// destructor cancels and waits, so a window closed meanwhile never outlives its thread.
class LessonHandoutJob : public QThread
{
    Q_OBJECT

public:
    LessonHandoutJob(Lesson lesson, QString language, std::optional<quint32> variant, QString path,
                     QObject *parent = nullptr, HandoutKey key = HandoutKey::AtEnd);
    ~LessonHandoutJob() override;

    void cancel() { m_cancel = true; }
    bool isCancelled() const { return m_cancel; }
    bool ok() const { return m_ok; }
    /// Why the handout was not written (names the file), or handoutCancelled().
    QString error() const { return m_error; }
    QString path() const { return m_path; }
    int stepCount() const { return int(m_lesson.steps.size()); }

signals:
    void progressed(int done, int total);

protected:
    void run() override;

private:
    Lesson m_lesson;
    QString m_language;
    std::optional<quint32> m_variant;
    QString m_path;
    HandoutKey m_key = HandoutKey::AtEnd;
    std::atomic_bool m_cancel{false};
    bool m_ok = false;
    QString m_error;
};

} // namespace attn::ui
