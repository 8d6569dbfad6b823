#pragma once

// The limits of a lesson in the lesson editor (tst_lessoneditor runs these):
// typing and pasting past a text's or the lesson's limit are refused with the reason, and
// a step past the last one allowed is refused. QVERIFY in them returns from the check and
// fails the test.

namespace lessoneditorlimits {

void typingAndPastingStopAtTheLimits();
void theLessonsTextsStopAtTheirLimit();
void aStepPastTheLastAllowedIsRefused();

} // namespace lessoneditorlimits
