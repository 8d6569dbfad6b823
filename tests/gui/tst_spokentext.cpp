// The words a screen reader user gets without any event: formulas spelled for speech
// (no subscript glyphs), and Help > Keyboard Shortcuts listing the keys of a heatmap.

#include "ClassroomInstall.h"
#include "FileActionsInstall.h"
#include "Language.h"
#include "MainWindow.h"
#include "ShortcutsDialog.h"
#include "SpokenText.h"
#include "TestHelpers.h"

#include <QAbstractItemModel>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>

using namespace attn;
using namespace attn::ui;

namespace {

QString u(const char *text)
{
    return QString::fromUtf8(text);
}

} // namespace

class TestSpokenText : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QLocale::setDefault(QLocale::c());
    }

    void init() { testing::failOnUnexpectedWarnings(); }

    void formulasAreSpelledForSpeech()
    {
        QCOMPARE(spokenFormula(u("w₃₃ = 0.5")), u("w three three equals 0.5"));
        QCOMPARE(spokenFormula(u("s₂₃ = q₂·k₃ ÷ √3")),
                 u("s two three equals q two times k three divided by square root of 3"));
        QCOMPARE(spokenFormula(u("M₁₂ = −∞")), u("M one two equals minus infinity"));
        QCOMPARE(spokenFormula(u("Q₂,₁ = 0.31\nrow 2")), u("Q two, one equals 0.31. row 2"));
        QCOMPARE(spokenFormula(u("Q·Kᵀ")), u("Q times K transposed"));
    }

    void formulasAreSpelledInTheInterfaceLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("spoken");
        QTest::newRow("en") << u("en") << u("w three three equals 0.5 minus infinity");
        QTest::newRow("id") << u("id") << u("w tiga tiga sama dengan 0.5 minus tak hingga");
        QTest::newRow("vi") << u("vi") << u("w ba ba bằng 0.5 trừ vô cực");
    }

    void formulasAreSpelledInTheInterfaceLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, spoken);
        QVERIFY(applyLanguage(language));
        QCOMPARE(spokenFormula(u("w₃₃ = 0.5 −∞")), spoken);
        QVERIFY(applyLanguage(u("en")));
    }

    void shortcutsDialogListsTheHeatmapKeys()
    {
        MainWindow window;
        installFileActions(&window);
        installClassroom(&window);
        ShortcutsDialog dialog(&window, &window);
        auto *list = dialog.findChild<QTreeView *>(u("shortcutsList"));
        QVERIFY(list);
        const QAbstractItemModel *model = list->model();
        QStringList lines;
        for (int g = 0; g < model->rowCount(); ++g) {
            const QModelIndex group = model->index(g, 0);
            for (int i = 0; i < model->rowCount(group); ++i)
                lines << model->index(g, 0).data().toString() + u(": ")
                             + model->index(i, 0, group).data().toString() + u(" = ")
                             + model->index(i, 1, group).data().toString();
        }
        const QString all = lines.join(u("\n"));
        for (const char *needle :
             {"Heatmaps: Move between cells = Arrow keys",
              "Heatmaps: Previous / next heatmap (pipeline, heads) = Page Up, Page Down",
              "Heatmaps: Read the cell's formula aloud = F",
              "Heatmaps: Leave the cell (the whole heatmap again) = Escape",
              "Heatmaps: Back to 100 % = Ctrl+0",
              "Moving Around: Next / previous control, the toolbars' switches included = Tab, "
              "Shift+Tab"})
            QVERIFY2(all.contains(u(needle)), qPrintable(u(needle) + u("\nin:\n") + all));
    }
};

QTEST_MAIN(TestSpokenText)
#include "tst_spokentext.moc"
