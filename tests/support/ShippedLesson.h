#pragma once

// A built-in lesson by name, for the tests that check what a lesson says against the
// engine's numbers.

#include "Lesson.h"

#include <QString>

namespace testing {

/// The shipped lesson called `name` (its file name without "NN-" and ".json"); the test
/// stops when it is missing or does not load.
inline attn::Lesson shippedLesson(const QString &name)
{
    for (const attn::LessonInfo &info : attn::builtInLessons()) {
        if (info.name != name)
            continue;
        attn::Lesson lesson;
        QString error;
        if (!attn::loadLessonFile(info.path, lesson, &error))
            qFatal("%s: %s", qPrintable(name), qPrintable(error));
        return lesson;
    }
    qFatal("no lesson %s", qPrintable(name));
}

} // namespace testing
