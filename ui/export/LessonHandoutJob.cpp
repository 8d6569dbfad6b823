#include "LessonHandoutJob.h"

#include "LessonHandout.h"

#include <utility>

namespace attn::ui {

LessonHandoutJob::LessonHandoutJob(Lesson lesson, QString language, std::optional<quint32> variant,
                                   QString path, QObject *parent, HandoutKey key)
    : QThread(parent)
    , m_lesson(std::move(lesson))
    , m_language(std::move(language))
    , m_variant(variant)
    , m_path(std::move(path))
    , m_key(key)
{
}

LessonHandoutJob::~LessonHandoutJob()
{
    // A QThread must not be destroyed while it runs.
    cancel();
    wait();
}

void LessonHandoutJob::run()
{
    m_ok = exportLessonHandout(
        m_lesson, m_language, m_variant, m_path, &m_error,
        [this](int done, int total) {
            if (m_cancel)
                return false;
            emit progressed(done, total);
            return true;
        },
        m_key);
}

} // namespace attn::ui
