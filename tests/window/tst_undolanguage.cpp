// The Edit menu's undo and redo texts follow View > Language: steps taken before the switch
// are named again in the new language (their names are made from tr(), not kept as the
// English of the moment they were taken).

#include "Classroom.h"
#include "ClassroomInstall.h"
#include "Document.h"
#include "FileActionsInstall.h"
#include "Language.h"
#include "LanguageSwitch.h"
#include "MainWindow.h"
#include "TestHelpers.h"
#include "UndoCommands.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

using namespace attn;
using namespace attn::ui;

namespace {

QString translated(const char *context, const char *source)
{
    return QCoreApplication::translate(context, source);
}

/// "&Urungkan Sunting x₁[1]": the window's undo prefix and `command`, in the current language.
QString undoLabel(const QString &command)
{
    return translated("attn::ui::MainWindow", "&Undo") + QLatin1Char(' ') + command;
}

} // namespace

class TestUndoLanguage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("attention-lab-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_undolanguage"));
        QSettings().clear();
    }

    void init() { testing::failOnUnexpectedWarnings(); }

    void cleanupTestCase() { applyLanguage(QStringLiteral("en")); }

    void languages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("id") << QStringLiteral("id");
        QTest::newRow("vi") << QStringLiteral("vi");
    }

    /// Edits made in English, then View > Language: the undo and redo texts and every step
    /// of the stack read in the new language, and in English again after switching back.
    void stepsTakenBeforeTheSwitch_data() { languages_data(); }
    void stepsTakenBeforeTheSwitch()
    {
        QFETCH(QString, language);
        applyLanguage(QStringLiteral("en"));
        MainWindow window;
        installFileActions(&window);
        Classroom *classroom = installClassroom(&window);
        QMenu *menu = installLanguageMenu(&window, window.viewMenu());
        QVERIFY(window.openExample(QStringLiteral("seed000-step-by-step")));
        Document *document = window.document();
        QUndoStack *stack = document->undoStack();
        stack->clear();

        QVERIFY(classroom->startLesson(QStringLiteral("one-query-two-keys")));
        const int lessonSteps = stack->count();
        const QString cell = cellName(MatrixId::Q, 0, 0);
        stack->push(new SetCausal(document, !document->scenario().causal));
        stack->push(new ChangeCell(document, MatrixId::Q, 0, 0, 3.0));
        stack->push(new ChangeCell(document, MatrixId::Q, 0, 1, 1.0));
        stack->undo(); // a redo text as well
        // The cell as the command names it: "q₁[1]", then the row's name at the time.
        QVERIFY(stack->undoText().startsWith(QStringLiteral("Edit %1").arg(cell)));
        const QString named = stack->undoText().mid(int(qstrlen("Edit ")));
        const QString namedRedo = stack->redoText().mid(int(qstrlen("Edit ")));
        QVERIFY(namedRedo.startsWith(cellName(MatrixId::Q, 0, 1)));
        QCOMPARE(window.undoAction()->text(), QStringLiteral("&Undo Edit %1").arg(named));
        QCOMPARE(stack->text(lessonSteps), QStringLiteral("Causal mask on"));

        QAction *target = nullptr;
        for (QAction *action : menu->actions())
            if (action->data().toString() == language)
                target = action;
        QVERIFY(target);
        target->trigger();
        QCoreApplication::processEvents();
        QCOMPARE(currentLanguage(), language);

        const QString edit = translated("attn::ui::UndoCommands", "Edit %1");
        QVERIFY(edit != QLatin1String("Edit %1"));
        QCOMPARE(stack->undoText(), edit.arg(named));
        QCOMPARE(window.undoAction()->text(), undoLabel(edit.arg(named)));
        QCOMPARE(stack->redoText(), edit.arg(namedRedo));
        QCOMPARE(stack->text(lessonSteps), translated("attn::ui::UndoCommands", "Causal mask on"));
        // The lesson's step is named with the lesson's title in the new language.
        QVERIFY(lessonSteps > 0);
        const QString lessonStep = stack->text(lessonSteps - 1);
        QVERIFY2(!lessonStep.contains(QLatin1String("Lesson")), qPrintable(lessonStep));

        menu->actions().at(0)->trigger(); // English again
        QCoreApplication::processEvents();
        QCOMPARE(window.undoAction()->text(), QStringLiteral("&Undo Edit %1").arg(named));
        QCOMPARE(stack->text(lessonSteps), QStringLiteral("Causal mask on"));
        QVERIFY(stack->text(lessonSteps - 1).startsWith(QLatin1String("Lesson")));
        QSettings().remove(QStringLiteral("ui/language"));
    }
};

QTEST_MAIN(TestUndoLanguage)
#include "tst_undolanguage.moc"
