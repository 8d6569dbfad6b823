#pragma once

// The limits of a lesson in the lesson editor and its handout (tst_lessoneditor runs these):
// typing and pasting past a text's or the lesson's limit are refused with the reason, a
// step past the last one allowed is refused, and File > Export Lesson Handout writes on a
// thread of its own while the window goes on answering (Cancel, or the window closed,
// stops it and nothing is written). QVERIFY in them returns from the check and fails the
// test.

namespace lessoneditorlimits {

void typingAndPastingStopAtTheLimits();
void theLessonsTextsStopAtTheirLimit();
void aStepPastTheLastAllowedIsRefused();
void theHandoutIsWrittenWhileTheWindowAnswers();
void theHandoutDialogPlacesTheAnswerKey();

} // namespace lessoneditorlimits
