// Languages, the texts made from data: under Indonesian and Vietnamese, what a teacher sees
// beyond the widgets' own strings is translated too: File > Export Picture after a live
// switch, the PDF handout's title, a built-in example's title in the unsaved-changes
// question, the suggested file names, a new scenario's title (window, saved file), an added
// token's name, and the numbers the pipeline writes with the decimal comma.

#include "Document.h"
#include "DocumentActions.h"
#include "ExampleTitles.h"
#include "Export.h"
#include "ExportDialog.h"
#include "FileActionsInstall.h"
#include "ImportExportActions.h"
#include "Language.h"
#include "LanguageSwitch.h"
#include "Lesson.h"
#include "MainWindow.h"
#include "PipelineView.h"
#include "Snapshot.h"
#include "TestHelpers.h"
#include "UndoCommands.h"
#include "ViewOptions.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace attn;
using namespace attn::ui;

namespace {

const char seed002[] = "seed002-one-query-two-keys";

/// The English title of a built-in example, as its file has it.
QString englishTitle(const char *example)
{
    return QString::fromStdString(testing::loadExampleOrDie(example).title);
}

/// `text` as a PDF string holds it: UTF-16, big-endian.
QByteArray utf16be(const QString &text)
{
    QByteArray bytes;
    for (const QChar c : text) {
        bytes += char(c.unicode() >> 8);
        bytes += char(c.unicode() & 0xff);
    }
    return bytes;
}

} // namespace

class TestTranslatedTexts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("attention-lab-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_translated_texts"));
        QSettings().clear();
    }

    void init() { testing::failOnUnexpectedWarnings(); }
    void cleanup() { applyLanguage(QStringLiteral("en")); }

    void languages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("id") << QStringLiteral("id");
        QTest::newRow("vi") << QStringLiteral("vi");
    }

    /// Switched live from English: every entry of File > Export Picture is the translation
    /// of its own message, not English with "…" added.
    void exportMenuAfterLiveSwitch_data() { languages_data(); }
    void exportMenuAfterLiveSwitch()
    {
        QFETCH(QString, language);
        applyLanguage(QStringLiteral("en"));
        MainWindow window;
        installFileActions(&window);
        installLanguageMenu(&window, window.viewMenu());
        auto *menu = window.findChild<QMenu *>(QStringLiteral("menuExport"));
        QVERIFY(menu);
        const QList<QAction *> actions = menu->actions();
        QCOMPARE(actions.size(), ExportDialog::allViews().size());
        QCOMPARE(actions.first()->text(), QStringLiteral("Attention Weights\u2026"));
        switchLanguage(language);
        QCOMPARE(currentLanguage(), language);
        for (int i = 0; i < actions.size(); ++i) {
            const ExportView view = ExportDialog::allViews().at(i);
            QCOMPARE(actions.at(i)->text(), ExportDialog::viewMenuText(view));
            QVERIFY2(!actions.at(i)->text().startsWith(QLatin1String("Attention Weights"))
                         && !actions.at(i)->text().startsWith(QLatin1String("Whole Window"))
                         && !actions.at(i)->text().startsWith(QLatin1String("All Heads")),
                     qPrintable(actions.at(i)->text()));
        }
        switchLanguage(QStringLiteral("en"));
    }

    /// The handout's title metadata is the example's title in the interface language.
    void handoutTitle_data() { languages_data(); }
    void handoutTitle()
    {
        QFETCH(QString, language);
        QVERIFY(applyLanguage(language));
        const QString english = englishTitle(seed002);
        const QString title = exampleTitleText(english);
        QVERIFY(title != english);
        const SnapshotPtr snapshot = makeSnapshot(testing::loadExampleOrDie(seed002));
        QByteArray pdf;
        QString error;
        QVERIFY2(renderView(*snapshot, ViewOptions(), ExportView::Weights, QStringLiteral("pdf"), 1,
                            &pdf, &error),
                 qPrintable(error));
        // "/Title" holds the translated title (UTF-16), never the English one.
        QVERIFY(pdf.contains("/Title"));
        QVERIFY2(pdf.contains(utf16be(title.left(12))), qPrintable(title));
        QVERIFY(!pdf.contains(utf16be(english.left(12))));
    }

    /// The unsaved-changes question and the window title name a built-in example in the
    /// interface language.
    void exampleTitleInQuestion_data() { languages_data(); }
    void exampleTitleInQuestion()
    {
        QFETCH(QString, language);
        QVERIFY(applyLanguage(language));
        MainWindow window;
        QVERIFY(window.openExample(QString::fromLatin1(seed002)));
        const QString title = window.document()->displayTitle();
        QCOMPARE(title, exampleTitleText(englishTitle(seed002)));
        QVERIFY(title != englishTitle(seed002));
        QVERIFY(window.windowTitle().contains(title));
    }

    /// A scenario a built-in lesson writes inline is named in the interface language too
    /// (lesson 9's "the cat saw the dog" without positions, in Indonesian and Vietnamese).
    void lessonScenarioTitles_data() { languages_data(); }
    void lessonScenarioTitles()
    {
        QFETCH(QString, language);
        QVERIFY(applyLanguage(language));
        int titles = 0;
        for (const LessonInfo &info : builtInLessons()) {
            Lesson lesson;
            QString error;
            QVERIFY2(loadLessonFile(info.path, lesson, &error), qPrintable(error));
            for (const LessonStep &step : lesson.steps) {
                if (!step.scenario || !step.example.isEmpty())
                    continue;
                const QString english = QString::fromStdString(step.scenario->title);
                QVERIFY2(exampleTitleText(english) != english,
                         qPrintable(info.name + QStringLiteral(": ") + english));
                ++titles;
            }
        }
        QVERIFY(titles >= 6);
    }

    /// The file name File > Export Picture suggests is made of the translated title and view.
    void exportFileName_data() { languages_data(); }
    void exportFileName()
    {
        QFETCH(QString, language);
        QVERIFY(applyLanguage(language));
        MainWindow window;
        const FileActions actions = installFileActions(&window);
        QVERIFY(window.openExample(QString::fromLatin1(seed002)));
        QString suggested;
        QTimer::singleShot(0, &window, [&suggested] {
            for (QWidget *w : QApplication::topLevelWidgets())
                if (auto *dialog = qobject_cast<ExportDialog *>(w)) {
                    suggested = QFileInfo(dialog->filePath()).completeBaseName();
                    dialog->reject();
                }
        });
        actions.transfers->exportPictureInteractive(ExportView::Weights);
        QVERIFY(!suggested.isEmpty());
        QVERIFY2(!suggested.contains(QLatin1String("attention-weights"))
                     && !suggested.contains(QLatin1String("one-query")),
                 qPrintable(suggested));
        QVERIFY2(suggested.endsWith(ExportDialog::viewTitle(ExportView::Weights)
                                        .toLower()
                                        .replace(QLatin1Char(' '), QLatin1Char('-'))),
                 qPrintable(suggested));
    }

    /// File > New: the title is in the interface language in the window and the saved file.
    void newScenarioTitle_data() { languages_data(); }
    void newScenarioTitle()
    {
        QFETCH(QString, language);
        QVERIFY(applyLanguage(language));
        MainWindow window;
        const FileActions actions = installFileActions(&window);
        actions.documents->newDocument();
        const QString title = QString::fromStdString(window.document()->scenario().title);
        QVERIFY2(!title.contains(QLatin1String("Random scenario")), qPrintable(title));
        QVERIFY(title.contains(QLatin1String("1")));
        QVERIFY(window.windowTitle().contains(title));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("new.json"));
        QString error;
        QVERIFY2(actions.documents->saveTo(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray saved = file.readAll();
        QVERIFY(saved.contains(title.toUtf8()));
        QVERIFY(!saved.contains("Random scenario"));
    }

    /// An added token is named in the interface language: its word, then word 2.
    void addedTokenName_data() { languages_data(); }
    void addedTokenName()
    {
        QFETCH(QString, language);
        QVERIFY(applyLanguage(language));
        Document document;
        document.reset(testing::loadExampleOrDie("seed000-step-by-step"), QString());
        document.undoStack()->push(addToken(&document, 4, NewEmbedding::Zero));
        document.undoStack()->push(addToken(&document, 5, NewEmbedding::Zero));
        const Labels tokens = document.scenario().tokens;
        QCOMPARE(tokens.size(), std::size_t(6));
        const QString first = QString::fromStdString(tokens[4]);
        QVERIFY2(first != QLatin1String("new"), qPrintable(first));
        QCOMPARE(QString::fromStdString(tokens[5]), first + QStringLiteral(" 2"));
    }

    /// The pipeline's scaling stage writes √3 = 1,732 with the decimal comma.
    void pipelineDivisorDecimalComma()
    {
        QVERIFY(applyLanguage(QStringLiteral("vi")));
        PipelineView view;
        view.setSnapshot(makeSnapshot(testing::loadExampleOrDie("seed000-step-by-step")));
        view.resize(1300, 760);
        const int scaled = view.panelOfStage(PipelineStage::Scaled);
        QVERIFY(scaled >= 0);
        const QString subtitle = view.currentLayout().panels[std::size_t(scaled)].spec.subtitle;
        QVERIFY2(subtitle.contains(QStringLiteral("\u221a3 = 1,732")), qPrintable(subtitle));
        QVERIFY(!subtitle.contains(QLatin1Char('.')));
    }
};

QTEST_MAIN(TestTranslatedTexts)
#include "tst_translated_texts.moc"
