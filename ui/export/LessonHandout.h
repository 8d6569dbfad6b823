#pragma once

#include "Lesson.h"

#include <QString>

#include <functional>
#include <optional>

class QByteArray;

namespace attn::ui {

/// The handout of a lesson: a PDF (A4 portrait) with the lesson's title and summary, every
/// step's text and a picture of its scenario, each exercise with lines to write on, and an
/// answer key on the last page, all in `language` ("en", "id", "vi": the lesson's texts;
/// the labels and numbers follow the interface language, so apply it first). With a
/// `variant` seed, the exercises' varying numbers are that student's (LessonVariant.h),
/// and the answer key is computed by the engine for them.
///
/// A step with an exercise shows only what the question starts from, never the number asked
/// for: Q beside K for a question about scores or their statistics, the input for one about
/// Q, K or V, the scores with Q and K for anything later.
///
/// `progress`, when given, is called before each step is laid out (`done` steps of `total`)
/// and once at the end (`total` of `total`); when it returns false the rendering stops and
/// fails with handoutCancelled(). It may run on any thread: it touches no widget.
///
/// Each exercise that asks for a number prints the inputs it is computed from (X and the
/// projections the scenario sets, or Q, K and V) with the fewest decimals at which a hand
/// computation from them lands within half the answer's tolerance; the picture of those
/// same inputs is then left out. With a `variant`, the student's own varying numbers are
/// listed with the exercise.
///
/// `key`: the answer key on a page of its own at the end, left out, or alone (the
/// teacher's sheet: the title and the key, no exercises).
using HandoutProgress = std::function<bool(int done, int total)>;
enum class HandoutKey { AtEnd, Omitted, Only };
bool renderLessonHandout(const Lesson &lesson, const QString &language,
                         std::optional<quint32> variant, QByteArray *bytes, QString *error,
                         const HandoutProgress &progress = {}, HandoutKey key = HandoutKey::AtEnd);

/// Renders and writes atomically; the error names the file. Nothing is written when
/// `progress` stops the rendering.
bool exportLessonHandout(const Lesson &lesson, const QString &language,
                         std::optional<quint32> variant, const QString &outPath, QString *error,
                         const HandoutProgress &progress = {}, HandoutKey key = HandoutKey::AtEnd);

/// The message of a rendering stopped by its `progress`: "cancelled".
QString handoutCancelled();

} // namespace attn::ui
