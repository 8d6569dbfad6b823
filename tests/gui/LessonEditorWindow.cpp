#include "LessonEditorWindow.h"

#include "Document.h"
#include "Language.h"
#include "Lesson.h"
#include "LessonEditor.h"
#include "LessonSession.h"
#include "StepEditor.h"
#include "TestHelpers.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <qpa/qplatformnativeinterface.h>

using namespace attn;
using namespace attn::ui;

namespace lessoneditorwindow {

namespace {

/// What the message box the next action opens asked; a user answers it with `button`.
/// Nothing asked: empty.
struct Answer
{
    QString question;
};

void answerNextBox(QMessageBox::StandardButton button, Answer *answer)
{
    answer->question.clear();
    QTimer::singleShot(0, qApp, [button, answer] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        answer->question = box->text();
        QTest::mouseClick(box->button(button), Qt::LeftButton);
    });
}

/// As answerNextBox, for a button of the box's own (Overwrite, Reload): the one whose text
/// is `text`.
void answerNextBoxWith(const QString &text, Answer *answer)
{
    answer->question.clear();
    QTimer::singleShot(0, qApp, [text, answer] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        for (QAbstractButton *button : box->buttons()) {
            if (button->text() == text) {
                answer->question = box->text();
                QTest::mouseClick(button, Qt::LeftButton);
                return;
            }
        }
    });
}

void clickCheckBox(QCheckBox *box)
{
    QStyleOptionButton option;
    option.initFrom(box);
    const QRect indicator
        = box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box);
    QTest::mouseClick(box, Qt::LeftButton, {}, indicator.center());
}

/// The offscreen platform's screen made `size` (its configuration, as Qt's own tests change
/// it); the size it had before. An empty size: the platform cannot (another platform).
QSize setScreenSize(QSize size)
{
    QPlatformNativeInterface *native = QGuiApplication::platformNativeInterface();
    using Get = QJsonObject (*)(QPlatformNativeInterface *);
    using Set = void (*)(const QJsonObject &, QPlatformNativeInterface *);
    const auto get = reinterpret_cast<Get>(native->nativeResourceForIntegration("configuration"));
    const auto set
        = reinterpret_cast<Set>(native->nativeResourceForIntegration("setConfiguration"));
    if (!get || !set)
        return QSize();
    QJsonObject configuration = get(native);
    QJsonArray screens = configuration[QLatin1String("screens")].toArray();
    QJsonObject screen = screens.first().toObject();
    const QSize before(screen[QLatin1String("width")].toInt(),
                       screen[QLatin1String("height")].toInt());
    screen[QLatin1String("width")] = size.width();
    screen[QLatin1String("height")] = size.height();
    screens[0] = screen;
    configuration[QLatin1String("screens")] = screens;
    set(configuration, native);
    return before;
}

Lesson lessonOnDisk(const QString &path)
{
    Lesson lesson;
    QString error;
    if (!loadLessonFile(path, lesson, &error))
        qWarning("%s", qPrintable(error));
    return lesson;
}

} // namespace

void closingAsksToSaveChanges()
{
    Document document;
    document.reset(testing::loadExampleOrDie("seed002-one-query-two-keys"), QString());
    LessonSession session(&document);
    LessonEditor editor(&document, &session);
    StepEditor *step = editor.stepEditor();
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));

    // Nothing changed: the window's close button closes it without a question.
    Answer answer;
    answerNextBox(QMessageBox::Cancel, &answer);
    QVERIFY(editor.close());
    QCoreApplication::processEvents();
    QVERIFY2(answer.question.isEmpty(), qPrintable(answer.question));
    QVERIFY(!editor.isVisible());

    // The teacher writes a text and saves the lesson: saved, nothing to ask.
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QTest::keyClicks(step->textField(0), QStringLiteral("Softmax makes weights."));
    QVERIFY(editor.isWindowModified());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("weights.json"));
    QString error;
    QVERIFY2(editor.saveTo(path, &error), qPrintable(error));
    QVERIFY(!editor.isWindowModified());
    QVERIFY(editor.windowTitle().startsWith(QLatin1String("weights.json[*]")));

    // A question ticked and written: Escape asks; Cancel keeps the editor and the edits.
    clickCheckBox(step->askBox());
    QVERIFY(step->askBox()->isChecked());
    QTest::keyClicks(step->questionField(0), QStringLiteral("Weight of k1?"));
    QVERIFY(editor.isWindowModified());
    answerNextBox(QMessageBox::Cancel, &answer);
    QTest::keyClick(step->questionField(0), Qt::Key_Escape);
    QCOMPARE(answer.question, QStringLiteral("Save changes to the lesson?"));
    QVERIFY(editor.isVisible());
    QVERIFY(step->askBox()->isChecked());
    QCOMPARE(step->questionField(0)->text(), QStringLiteral("Weight of k1?"));
    QVERIFY(!lessonOnDisk(path).steps[0].question);

    // The Close button asks too; Save writes the file (the one saved before) and closes.
    auto *buttons = editor.findChild<QDialogButtonBox *>();
    QVERIFY(buttons);
    answerNextBox(QMessageBox::Save, &answer);
    QTest::mouseClick(buttons->button(QDialogButtonBox::Close), Qt::LeftButton);
    QCOMPARE(answer.question, QStringLiteral("Save changes to the lesson?"));
    QVERIFY(!editor.isVisible());
    QVERIFY(!editor.isWindowModified());
    const Lesson saved = lessonOnDisk(path);
    QVERIFY(saved.steps[0].question);
    QCOMPARE(saved.steps[0].question->text.en, QStringLiteral("Weight of k1?"));

    // A row chosen (a spin box) is a change; the window's close button asks; Discard
    // closes and leaves the file as it was.
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QVERIFY(!editor.isWindowModified());
    QTest::keyClicks(step->hintField(0), QStringLiteral("Think of softmax."));
    step->rowBox()->stepUp();
    QVERIFY(editor.isWindowModified());
    answerNextBox(QMessageBox::Discard, &answer);
    QVERIFY(editor.close());
    QCOMPARE(answer.question, QStringLiteral("Save changes to the lesson?"));
    QVERIFY(!editor.isVisible());
    QCOMPARE(serializeLesson(lessonOnDisk(path)), serializeLesson(saved));

    // An edit undone by hand is no change: it closes without asking.
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QVERIFY2(editor.openFile(path, &error), qPrintable(error));
    QVERIFY(!editor.isWindowModified());
    QTest::keyClicks(editor.titleField(0), QStringLiteral("x"));
    QVERIFY(editor.isWindowModified());
    QTest::keyClick(editor.titleField(0), Qt::Key_Backspace);
    QVERIFY(!editor.isWindowModified());
    answerNextBox(QMessageBox::Cancel, &answer);
    QTest::keyClick(editor.titleField(0), Qt::Key_Escape);
    QCoreApplication::processEvents();
    QVERIFY2(answer.question.isEmpty(), qPrintable(answer.question));
    QVERIFY(!editor.isVisible());
}

void stepsAndTextsInTheInterfaceLanguage()
{
    const auto english = qScopeGuard([] { applyLanguage(QStringLiteral("en")); });
    for (const QString &language : {QStringLiteral("vi"), QStringLiteral("id")}) {
        QVERIFY(applyLanguage(language));
        const int index = int(interfaceLanguages().indexOf(language));
        Document document;
        document.reset(testing::loadExampleOrDie("seed002-one-query-two-keys"), QString());
        LessonSession session(&document);
        LessonEditor editor(&document, &session);
        StepEditor *step = editor.stepEditor();
        editor.addStep();
        const auto itemName = [](int number, const QString &title) {
            return QCoreApplication::translate("attn::ui::LessonEditor", "%1. %2")
                .arg(number)
                .arg(title);
        };
        // "Bước 2" / "Langkah 2": the step's title in the interface's language.
        const QString title = QCoreApplication::translate("attn::ui::LessonEditor", "Step %1");
        QVERIFY2(title != QLatin1String("Step %1"), qPrintable(language));
        QCOMPARE(editor.stepList()->item(0)->text(), itemName(1, title.arg(1)));
        QCOMPARE(editor.stepList()->item(1)->text(), itemName(2, title.arg(2)));
        // The texts of the interface's language are shown first.
        auto *tabs = step->findChild<QTabWidget *>();
        QVERIFY(tabs);
        QCOMPARE(tabs->currentIndex(), index);
        QVERIFY(tabs->currentWidget()->isAncestorOf(step->titleField(index)));
        // The title written in that language names the step; without it, the English one.
        step->titleField(index)->selectAll();
        QTest::keyClicks(step->titleField(index), QStringLiteral("Softmax"));
        QCOMPARE(editor.stepList()->item(1)->text(), itemName(2, QStringLiteral("Softmax")));
        step->titleField(index)->selectAll();
        QTest::keyClick(step->titleField(index), Qt::Key_Delete);
        QCOMPARE(editor.stepList()->item(1)->text(), itemName(2, QStringLiteral("Step 2")));
        // Reordered, the list keeps the language.
        editor.moveStep(-1);
        QCOMPARE(editor.stepList()->item(0)->text(), itemName(1, QStringLiteral("Step 2")));
        QCOMPARE(editor.stepList()->item(1)->text(), itemName(2, title.arg(1)));
    }
}

void sizedToTheScreen()
{
    // A teacher's 1920 x 1080 monitor and a projector's 1366 x 768.
    for (const QSize room : {QSize(1920, 1080), QSize(1366, 768)}) {
        const QSize before = setScreenSize(room);
        if (before.isEmpty())
            QSKIP("the platform's screen cannot be resized");
        const auto restore = qScopeGuard([before] { setScreenSize(before); });
        QScreen *screen = QGuiApplication::primaryScreen();
        QTRY_COMPARE(screen->availableGeometry().size(), room);
        Document document;
        document.reset(testing::loadExampleOrDie("seed002-one-query-two-keys"), QString());
        LessonSession session(&document);
        LessonEditor editor(&document, &session);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        const QString size = QStringLiteral("%1 x %2 on a screen of %3 x %4")
                                 .arg(editor.width())
                                 .arg(editor.height())
                                 .arg(room.width())
                                 .arg(room.height());
        // Four fifths of the screen, and what the form asks for, but never more than it.
        QVERIFY2(editor.width() >= room.width() * 4 / 5, qPrintable(size));
        QVERIFY2(editor.height() >= room.height() * 4 / 5, qPrintable(size));
        const QSize hint = editor.sizeHint().boundedTo(room - QSize(16, 48));
        QVERIFY2(editor.width() >= hint.width() && editor.height() >= hint.height(),
                 qPrintable(size));
        QVERIFY2(screen->availableGeometry().contains(editor.frameGeometry()), qPrintable(size));
    }
}

void fieldsStayClearOfTheScrollBar()
{
    const auto english = qScopeGuard([] { applyLanguage(QStringLiteral("en")); });
    QVERIFY(applyLanguage(QStringLiteral("vi"))); // the longest labels
    Document document;
    document.reset(testing::loadExampleOrDie("seed002-one-query-two-keys"), QString());
    LessonSession session(&document);
    LessonEditor editor(&document, &session);
    editor.stepEditor()->askBox()->setChecked(true);
    auto *scroll = editor.findChild<QScrollArea *>();
    QVERIFY(scroll && scroll->widget() == editor.stepEditor());
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    // Roomy, the reviewer's 900 x 620 (the right pane then needed 19 px more than it had),
    // and smaller than the dialog can be.
    for (const QSize size : {QSize(1500, 860), QSize(900, 620), QSize(700, 460)}) {
        editor.resize(size);
        QTRY_COMPARE(editor.size(), size.expandedTo(editor.minimumSize()));
        QCoreApplication::processEvents();
        QWidget *form = scroll->widget();
        QWidget *viewport = scroll->viewport();
        const QString where = QStringLiteral("%1 x %2").arg(size.width()).arg(size.height());
        // The pane has the form's width: nothing to scroll across, the fields end clear of
        // the vertical scroll bar.
        QVERIFY2(form->width() >= form->minimumSizeHint().width(), qPrintable(where));
        QVERIFY2(!scroll->horizontalScrollBar()->isVisible(), qPrintable(where));
        const QList<QWidget *> fields = form->findChildren<QWidget *>();
        for (QWidget *field : fields) {
            if (!field->isVisible()
                || !(qobject_cast<QComboBox *>(field) || qobject_cast<QAbstractSpinBox *>(field)
                     || qobject_cast<QLineEdit *>(field)))
                continue;
            const QRect shown(field->mapTo(viewport, QPoint(0, 0)), field->size());
            QVERIFY2(shown.right() < viewport->width(),
                     qPrintable(QStringLiteral("%1: %2 ends at %3 of %4")
                                    .arg(where, field->accessibleName())
                                    .arg(shown.right())
                                    .arg(viewport->width())));
        }
    }
    // The buttons beside the steps keep room around their texts.
    for (QPushButton *button : editor.findChildren<QPushButton *>()) {
        if (button->isVisible() && !qobject_cast<QDialogButtonBox *>(button->parentWidget()))
            QVERIFY2(button->width() >= button->sizeHint().width()
                                            + 2 * button->fontMetrics().averageCharWidth(),
                     qPrintable(button->text()));
    }
}

/// Save As names another file: the copy has the edit, the file opened keeps what it had,
/// and the editor goes on with the copy.
void saveAsWritesACopy()
{
    Document document;
    document.reset(testing::loadExampleOrDie("seed002-one-query-two-keys"), QString());
    LessonSession session(&document);
    LessonEditor editor(&document, &session);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QTemporaryDir dir;
    const QString first = dir.filePath(QStringLiteral("first.json"));
    const QString copy = dir.filePath(QStringLiteral("copy.json"));
    QString error;
    QTest::keyClicks(editor.stepEditor()->textField(0), QStringLiteral("In both."));
    QVERIFY2(editor.saveTo(first, &error), qPrintable(error));
    QTest::keyClicks(editor.stepEditor()->textField(0), QStringLiteral(" Only in the copy."));
    QVERIFY(editor.isWindowModified());
    bool answered = false;
    QTimer::singleShot(0, qApp, [&copy, &answered] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        dialog->selectFile(copy);
        answered = true;
        static_cast<QDialog *>(dialog)->accept(); // as Save would
    });
    auto *saveAs = editor.findChild<QPushButton *>(QStringLiteral("lessonSaveAs"));
    QVERIFY(saveAs);
    QTest::mouseClick(saveAs, Qt::LeftButton);
    QVERIFY(answered);
    QVERIFY(!editor.isWindowModified());
    QCOMPARE(lessonOnDisk(copy).steps[0].text.en, QStringLiteral("In both. Only in the copy."));
    QCOMPARE(lessonOnDisk(first).steps[0].text.en, QStringLiteral("In both."));
    QVERIFY(editor.windowTitle().startsWith(QLatin1String("copy.json[*]")));
}

} // namespace lessoneditorwindow

namespace lessoneditorwindow {

/// Types `text` at the end of `field`, as a teacher adding to a text.
void typeAtEnd(QPlainTextEdit *field, const QString &text)
{
    field->moveCursor(QTextCursor::End);
    QTest::keyClicks(field, text);
}

/// Two lesson editors on one file, as two windows (or two programs) would have it: B saves
/// over the file A saved since B opened it: B asks, and Cancel keeps A's lesson on disk;
/// Overwrite writes B's. A, without changes, is offered to reload B's. The file rewritten
/// by another program (cp) while A has changes: A's save asks, and Reload shows the file.
void twoEditorsOnOneFileAskBeforeOverwriting()
{
    Document document;
    document.reset(testing::loadExampleOrDie("seed002-one-query-two-keys"), QString());
    LessonSession session(&document);
    LessonEditor a(&document, &session);
    LessonEditor b(&document, &session);
    a.show();
    b.show();
    QVERIFY(QTest::qWaitForWindowExposed(&a));
    QVERIFY(QTest::qWaitForWindowExposed(&b));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shared.json"));
    QString error;
    typeAtEnd(a.stepEditor()->textField(0), QStringLiteral("From A."));
    QVERIFY2(a.saveTo(path, &error), qPrintable(error));
    QVERIFY2(b.openFile(path, &error), qPrintable(error));
    QCOMPARE(b.stepEditor()->textField(0)->toPlainText(), QStringLiteral("From A."));
    const auto saveButton = [](LessonEditor &editor) {
        return editor.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save);
    };
    const QString changed = QStringLiteral("\u201cshared.json\u201d changed on disk since this "
                                           "editor opened or saved it, perhaps in another "
                                           "lesson editor.");

    // B has changes; A saves again: its own file, unchanged since it wrote it: no question.
    typeAtEnd(b.stepEditor()->textField(0), QStringLiteral(" From B."));
    typeAtEnd(a.stepEditor()->textField(0), QStringLiteral(" A again."));
    Answer answer;
    answerNextBox(QMessageBox::Cancel, &answer);
    QTest::mouseClick(saveButton(a), Qt::LeftButton);
    QCoreApplication::processEvents();
    QVERIFY2(answer.question.isEmpty(), qPrintable(answer.question));
    QVERIFY(!a.isWindowModified());
    QCOMPARE(lessonOnDisk(path).steps[0].text.en, QStringLiteral("From A. A again."));
    QTest::qWait(100); // the watchers' news of A's save (B has changes: nothing to offer)

    // B's save: the file changed since B read it. Cancel keeps A's lesson and B's changes.
    answerNextBox(QMessageBox::Cancel, &answer);
    QTest::mouseClick(saveButton(b), Qt::LeftButton);
    QCOMPARE(answer.question, changed);
    QCOMPARE(lessonOnDisk(path).steps[0].text.en, QStringLiteral("From A. A again."));
    QVERIFY(b.isWindowModified());
    QCOMPARE(b.stepEditor()->textField(0)->toPlainText(), QStringLiteral("From A. From B."));

    // Overwrite writes B's lesson. A has no changes: it offers to reload, and Yes shows B's.
    QString offered;
    QTimer reloadAnswer;
    QObject::connect(&reloadAnswer, &QTimer::timeout, [&offered] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || box->objectName() != QLatin1String("lessonReloadMessage"))
            return;
        offered = box->text();
        QTest::mouseClick(box->button(QMessageBox::Yes), Qt::LeftButton);
    });
    reloadAnswer.start(20);
    answerNextBoxWith(QStringLiteral("&Overwrite"), &answer);
    QTest::mouseClick(saveButton(b), Qt::LeftButton);
    QCOMPARE(answer.question, changed);
    QVERIFY(!b.isWindowModified());
    QCOMPARE(lessonOnDisk(path).steps[0].text.en, QStringLiteral("From A. From B."));
    QTRY_COMPARE(offered, QStringLiteral("\u201cshared.json\u201d changed on disk. Reload it?"));
    reloadAnswer.stop();
    QTRY_COMPARE(a.stepEditor()->textField(0)->toPlainText(), QStringLiteral("From A. From B."));
    QVERIFY(!a.isWindowModified());

    // Another program rewrites the file while A has changes (B is closed, without changes):
    // nothing is asked until A saves; then Reload shows the program's lesson.
    QVERIFY(b.close());
    LessonEditor c(&document, &session);
    typeAtEnd(c.stepEditor()->textField(0), QStringLiteral("From a program."));
    const QString other = dir.filePath(QStringLiteral("other.json"));
    QVERIFY2(c.saveTo(other, &error), qPrintable(error));
    typeAtEnd(a.stepEditor()->textField(0), QStringLiteral(" Lost."));
    QCOMPARE(QProcess::execute(QStringLiteral("cp"), {other, path}), 0);
    QTest::qWait(100);
    QVERIFY(a.isWindowModified());
    answerNextBoxWith(QStringLiteral("&Reload"), &answer);
    QTest::mouseClick(saveButton(a), Qt::LeftButton);
    QCOMPARE(answer.question, changed);
    QCOMPARE(lessonOnDisk(path).steps[0].text.en, QStringLiteral("From a program."));
    QCOMPARE(a.stepEditor()->textField(0)->toPlainText(), QStringLiteral("From a program."));
    QVERIFY(!a.isWindowModified());
}

} // namespace lessoneditorwindow
