#pragma once

// The lesson editor as a window on the teacher's screen (tst_lessoneditor runs these):
// closing with changes asks to save them, the steps and the texts shown first are in the
// interface's language, the dialog takes a good part of the screen and the step's fields
// never run under the scroll bar; two editors on one lesson file (or the file changed by
// another program) ask before one overwrites the other's work. QVERIFY in them returns
// from the check and fails the test.

namespace lessoneditorwindow {

void closingAsksToSaveChanges();
void stepsAndTextsInTheInterfaceLanguage();
void sizedToTheScreen();
void fieldsStayClearOfTheScrollBar();
void saveAsWritesACopy();
void twoEditorsOnOneFileAskBeforeOverwriting();

} // namespace lessoneditorwindow
