#pragma once

// The wrong answers learners commonly give, computed by the engine on the scenario changed
// as the slip changes it (the scores not divided, the mask forgotten, the question's change
// not applied), so that feedback can say "your value is the unscaled one".

#include "Lesson.h"

#include <optional>
#include <vector>

namespace attn {

struct LessonMistake
{
    enum class Kind {
        Unscaled,    ///< the scores not divided by the divisor
        Scaled,      ///< divided by √d_k although scaling is off
        Unmasked,    ///< the causal mask, padding and custom mask left out
        BeforeChange ///< the question's `after` edits not applied
    };
    Kind kind = Kind::Unscaled;
    std::vector<double> numbers;
};

/// The common wrong answers of a numeric question on `scenario` (the scenario the step
/// shows), each only when it differs from the right answer by more than the tolerance.
std::vector<LessonMistake> commonMistakes(const LessonQuestion &question, const Scenario &scenario);

/// The slip that gives `given`, if one does (within the question's tolerance).
std::optional<LessonMistake::Kind> recogniseMistake(const LessonQuestion &question,
                                                    const Scenario &scenario,
                                                    const std::vector<double> &given);

} // namespace attn
