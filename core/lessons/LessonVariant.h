#pragma once

// Exercises per student: the numbers a question declares as varying (`vary`), drawn from a
// short variant code, so that a teacher who types a student's code gets the same numbers
// and the engine the same answer.

#include "Lesson.h"

#include <QString>

#include <optional>
#include <vector>

namespace attn {

/// The largest seed a variant code holds (five characters of 32).
constexpr quint32 maxVariantSeed = (1u << 25) - 1;

/// The code of `seed` (1 .. maxVariantSeed): five characters of Crockford's base 32
/// ("7KQ2M": digits and capitals without I, L, O, U), read aloud without confusion.
QString variantCode(quint32 seed);
/// The seed of a code: case and spaces and dashes ignored, O read as 0 and I, L as 1;
/// nothing when it is not a code.
std::optional<quint32> parseVariantCode(const QString &code);
/// A fresh seed from the system's random source.
quint32 newVariantSeed();

/// The edits that set the varying numbers of step `stepIndex`'s question for `seed`: one
/// set_cell per number, each min + k·step for a k drawn from the seed and the step.
std::vector<ScenarioEdit> variantEdits(const LessonQuestion &question, int stepIndex, quint32 seed);

/// Whether any question of the lesson declares varying numbers.
bool lessonHasVariants(const Lesson &lesson);

} // namespace attn
