#include "LessonEditorLimits.h"

#include "Classroom.h"
#include "Document.h"
#include "Lesson.h"
#include "LessonAuthoring.h"
#include "LessonEditor.h"
#include "LessonHandoutJob.h"
#include "LessonSession.h"
#include "PipelineView.h"
#include "StepEditor.h"
#include "TestHelpers.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QProgressDialog>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace attn;
using namespace attn::ui;
using testing::loadExampleOrDie;

namespace lessoneditorlimits {

namespace {

const QString textLimit = QStringLiteral("A text of a lesson may have at most 10000 characters; "
                                         "this would make it 10001. Nothing was added.");

Scenario seed002()
{
    return loadExampleOrDie(QStringLiteral("seed002-one-query-two-keys"));
}

/// A lesson of `count` steps on seed 002, each with `text`.
Lesson lessonOf(int count, const QString &text)
{
    Lesson lesson;
    lesson.title.en = QStringLiteral("t");
    for (int i = 0; i < count; ++i) {
        LessonStep step;
        step.scenario = seed002();
        step.text.en = text;
        lesson.steps.push_back(step);
    }
    return lesson;
}

void paste(QWidget *field, const QString &text)
{
    QApplication::clipboard()->setText(text);
    if (auto *plain = qobject_cast<QPlainTextEdit *>(field))
        plain->paste();
    else if (auto *line = qobject_cast<QLineEdit *>(field))
        line->paste();
}

} // namespace

void typingAndPastingStopAtTheLimits()
{
    Document document;
    document.reset(seed002(), QString());
    LessonSession session(&document);
    LessonEditor editor(&document, &session);
    StepEditor *step = editor.stepEditor();
    const int most = limits::maxLessonTextCharacters;

    // A step's text: up to the limit, then a key and a paste are refused, saying why.
    QPlainTextEdit *text = step->textField(1);
    text->setPlainText(QString(most - 1, QLatin1Char('a')));
    text->moveCursor(QTextCursor::End);
    QTest::keyClick(text, Qt::Key_B);
    QCOMPARE(text->toPlainText().size(), qsizetype(most));
    QVERIFY(step->limitLabel()->isHidden());
    QTest::keyClick(text, Qt::Key_C);
    QCOMPARE(text->toPlainText().size(), qsizetype(most));
    QVERIFY(text->toPlainText().endsWith(QLatin1String("ab")));
    QCOMPARE(step->limitLabel()->text(), textLimit);
    QVERIFY(!step->limitLabel()->isHidden());
    QTest::keyClick(text, Qt::Key_Return);
    QCOMPARE(text->toPlainText().size(), qsizetype(most));
    paste(text, QStringLiteral("xyz"));
    QCOMPARE(text->toPlainText().size(), qsizetype(most));
    QCOMPARE(step->limitLabel()->text(),
             QString(textLimit).replace(QLatin1String("10001"), QLatin1String("10003")));
    // A paste over a selection of as many characters fits; deleting is always allowed, and
    // the next edit takes the reason away.
    text->moveCursor(QTextCursor::End);
    text->moveCursor(QTextCursor::Left, QTextCursor::KeepAnchor);
    text->moveCursor(QTextCursor::Left, QTextCursor::KeepAnchor);
    paste(text, QStringLiteral("yz"));
    QVERIFY(text->toPlainText().endsWith(QLatin1String("ayz")));
    QVERIFY(step->limitLabel()->isHidden());
    QTest::keyClick(text, Qt::Key_Backspace);
    QCOMPARE(text->toPlainText().size(), qsizetype(most - 1));

    // A one-line field (the question) and the choices, alike.
    QLineEdit *question = step->questionField(0);
    question->setText(QString(most, QLatin1Char('q')));
    QTest::keyClick(question, Qt::Key_R);
    QCOMPARE(question->text().size(), qsizetype(most));
    QCOMPARE(step->limitLabel()->text(), textLimit);
    paste(question, QStringLiteral("rst"));
    QCOMPARE(question->text().size(), qsizetype(most));
    QPlainTextEdit *choices = step->choicesField(2);
    choices->setPlainText(QString(most, QLatin1Char('c')));
    choices->moveCursor(QTextCursor::End);
    paste(choices, QStringLiteral("\nd"));
    QCOMPARE(choices->toPlainText().size(), qsizetype(most));
    // What the editor holds is what a file may hold.
    QString error;
    step->textField(0)->setPlainText(QStringLiteral("English."));
    QVERIFY2(editor.check(&error), qPrintable(error));
}

void theLessonsTextsStopAtTheirLimit()
{
    Document document;
    document.reset(seed002(), QString());
    LessonSession session(&document);
    LessonEditor editor(&document, &session);
    // "t" and twenty steps of 9999 characters: 199981; a 21st step's title "Step 21" makes
    // it 199988, so twelve more characters fit and a thirteenth does not.
    QString error;
    QVERIFY2(
        editor.setLesson(
            lessonOf(20, QString(limits::maxLessonTextCharacters - 1, QLatin1Char('b'))), &error),
        qPrintable(error));
    editor.stepList()->setCurrentRow(19);
    editor.addStep();
    QCOMPARE(editor.stepList()->count(), 21);
    QPlainTextEdit *text = editor.stepEditor()->textField(0);
    QVERIFY(text->toPlainText().isEmpty());
    paste(text, QString(13, QLatin1Char('a')));
    QVERIFY(text->toPlainText().isEmpty());
    QCOMPARE(editor.stepEditor()->limitLabel()->text(),
             QStringLiteral("A lesson's texts may have at most 200000 characters together "
                            "(every step, every language); this would make them 200001. "
                            "Nothing was added."));
    paste(text, QString(12, QLatin1Char('a')));
    QCOMPARE(text->toPlainText(), QString(12, QLatin1Char('a')));
    QCOMPARE(lessonCharacters(editor.lesson()), qsizetype(limits::maxLessonCharacters));
    QVERIFY2(editor.check(&error), qPrintable(error));
    // The lesson's title counts too, and a character removed elsewhere makes room.
    QTest::keyClick(editor.titleField(1), Qt::Key_X);
    QVERIFY(editor.titleField(1)->text().isEmpty());
    QTest::keyClick(text, Qt::Key_Backspace);
    QTest::keyClick(editor.titleField(1), Qt::Key_X);
    QCOMPARE(editor.titleField(1)->text(), QStringLiteral("x"));
}

void aStepPastTheLastAllowedIsRefused()
{
    Document document;
    document.reset(seed002(), QString());
    LessonSession session(&document);
    LessonEditor editor(&document, &session);
    QString error;
    QVERIFY2(editor.setLesson(lessonOf(limits::maxLessonSteps, QStringLiteral("x")), &error),
             qPrintable(error));
    QString said;
    QTimer::singleShot(0, qApp, [&said] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            said = box->text();
            box->accept();
        }
    });
    editor.addStep();
    QCOMPARE(said, QStringLiteral("A lesson may have at most 200 steps."));
    QCOMPARE(editor.stepList()->count(), limits::maxLessonSteps);
}

void theHandoutIsWrittenWhileTheWindowAnswers()
{
    QTemporaryDir dir;
    auto window = std::make_unique<QMainWindow>();
    Document document;
    document.reset(seed002(), QString());
    window->setCentralWidget(new PipelineView);
    ClassroomHooks hooks;
    hooks.fileMenu = window->menuBar()->addMenu(QStringLiteral("&File"));
    Classroom *classroom = installClassroom(window.get(), &document, hooks);
    installLessonAuthoring(window.get(), &document, classroom, hooks.fileMenu);
    window->show();
    QString error;
    // As many steps as a lesson may have, each with a picture.
    QVERIFY2(classroom->lessonSession()->start(
                 lessonOf(limits::maxLessonSteps, QStringLiteral("A step.")), &error),
             qPrintable(error));
    auto *action = window->findChild<QAction *>(QStringLiteral("exportLessonHandoutAction"));
    QVERIFY(action);
    auto exportTo = [&](const QString &path) {
        QTimer::singleShot(0, qApp, [path] {
            if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
                dialog->selectFile(path);
                static_cast<QDialog *>(dialog)->accept();
            }
        });
        action->trigger();
    };
    auto running = [&window] {
        auto *job = window->findChild<LessonHandoutJob *>();
        return job && job->isRunning();
    };

    // The export returns at once, the handout not yet written; the window's events are
    // handled meanwhile (a timer fires before the handout is done), then the file is there.
    const QString first = dir.filePath(QStringLiteral("first.pdf"));
    exportTo(first);
    QVERIFY(running());
    QVERIFY(!QFile::exists(first));
    QVERIFY(window->findChild<QProgressDialog *>(QStringLiteral("lessonHandoutProgress")));
    bool answered = false;
    bool answeredWhileWriting = false;
    QTimer::singleShot(0, window.get(), [&] {
        answered = true;
        answeredWhileWriting = running();
    });
    QTRY_VERIFY(answered);
    QVERIFY(answeredWhileWriting);
    QTRY_VERIFY_WITH_TIMEOUT(!running() && QFile::exists(first), 120000);
    QFile pdf(first);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    QTRY_VERIFY(!window->findChild<QProgressDialog *>(QStringLiteral("lessonHandoutProgress")));

    // Cancel stops it: nothing is written, and the status bar says so.
    const QString second = dir.filePath(QStringLiteral("second.pdf"));
    exportTo(second);
    auto *progress = window->findChild<QProgressDialog *>(QStringLiteral("lessonHandoutProgress"));
    QVERIFY(progress && running());
    auto *cancel = progress->findChild<QPushButton *>();
    QVERIFY(cancel);
    QCOMPARE(cancel->text(), QStringLiteral("Cancel"));
    cancel->click();
    QTRY_VERIFY(!running()
                && !window->findChild<QProgressDialog *>(QStringLiteral("lessonHandoutProgress")));
    QVERIFY(!QFile::exists(second));
    QCOMPARE(window->statusBar()->currentMessage(),
             QStringLiteral("Export Lesson Handout cancelled: nothing was written."));

    // The window closed and destroyed while it writes (as a termination signal ends the
    // session): the export stops, its thread is waited for, nothing is written.
    const QString third = dir.filePath(QStringLiteral("third.pdf"));
    exportTo(third);
    QVERIFY(running());
    window.reset();
    QVERIFY(!QFile::exists(third));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("first.pdf")});
}

/// File > Export Lesson Handout's dialog chooses where the answer key goes: on a last page,
/// left out (the students' sheets) or alone (the teacher's sheet), as --answer-key does.
void theHandoutDialogPlacesTheAnswerKey()
{
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed: the PDF's text cannot be read");
    QTemporaryDir dir;
    auto window = std::make_unique<QMainWindow>();
    Document document;
    document.reset(seed002(), QString());
    window->setCentralWidget(new PipelineView);
    ClassroomHooks hooks;
    hooks.fileMenu = window->menuBar()->addMenu(QStringLiteral("&File"));
    Classroom *classroom = installClassroom(window.get(), &document, hooks);
    installLessonAuthoring(window.get(), &document, classroom, hooks.fileMenu);
    window->show();
    Lesson lesson;
    QString error;
    for (const LessonInfo &info : builtInLessons())
        if (info.name == QLatin1String("one-query-two-keys"))
            QVERIFY2(loadLessonFile(info.path, lesson, &error), qPrintable(error));
    QVERIFY2(classroom->lessonSession()->start(lesson, &error), qPrintable(error));
    auto *action = window->findChild<QAction *>(QStringLiteral("exportLessonHandoutAction"));
    QVERIFY(action);
    auto text = [&](const QString &name, int choice) -> QString {
        const QString path = dir.filePath(name);
        QStringList offered;
        QTimer::singleShot(0, qApp, [path, choice, &offered] {
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            auto *key = dialog->findChild<QComboBox *>(QStringLiteral("handoutAnswerKey"));
            if (key) {
                for (int i = 0; i < key->count(); ++i)
                    offered << key->itemText(i);
                key->setCurrentIndex(choice);
            }
            dialog->selectFile(path);
            static_cast<QDialog *>(dialog)->accept();
        });
        action->trigger();
        [&] { QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), 60000); }();
        [&] { QTRY_VERIFY(!window->findChild<LessonHandoutJob *>()); }();
        [&] {
            QCOMPARE(offered, (QStringList{QStringLiteral("On a last page"),
                                           QStringLiteral("Left out (the students' sheets)"),
                                           QStringLiteral("Alone (the teacher's sheet)")}));
        }();
        QProcess pdftotext;
        pdftotext.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        pdftotext.waitForFinished(60000);
        return QString::fromUtf8(pdftotext.readAllStandardOutput()).simplified();
    };
    const QString whole = text(QStringLiteral("whole.pdf"), 0);
    QVERIFY(whole.contains(QStringLiteral("Exercise 1. ")));
    QVERIFY(whole.contains(QStringLiteral("Answer key")));
    const QString students = text(QStringLiteral("students.pdf"), 1);
    QVERIFY(students.contains(QStringLiteral("Exercise 5. ")));
    QVERIFY(!students.contains(QStringLiteral("Answer key")));
    QVERIFY(!students.contains(QStringLiteral("Answer: ")));
    const QString teacher = text(QStringLiteral("teacher.pdf"), 2);
    QVERIFY(!teacher.contains(QStringLiteral("Exercise 1. ")));
    QVERIFY(teacher.endsWith(whole.mid(whole.lastIndexOf(QStringLiteral("Answer key")))));
}

} // namespace lessoneditorlimits
