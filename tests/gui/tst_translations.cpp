// Languages: under the Indonesian and the Vietnamese translation, no visible string
// of the main window, its docks and menus, any dialog, or any built-in lesson is still the
// English one; Qt's own strings our windows show are translated too; the catalogues are
// complete; View > Language switches a running window at once and numbers follow the locale.

#include "AboutDialog.h"
#include "Classroom.h"
#include "ClassroomInstall.h"
#include "Document.h"
#include "Examples.h"
#include "ExportDialog.h"
#include "FileActionsInstall.h"
#include "ImportDialog.h"
#include "Language.h"
#include "LanguageSwitch.h"
#include "Lesson.h"
#include "LessonSession.h"
#include "MainWindow.h"
#include "NumberFormat.h"
#include "QtStrings.h"
#include "RandomScenarioDialog.h"
#include "ShortcutsDialog.h"
#include "TestHelpers.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QXmlStreamReader>

#include <memory>

using namespace attn;
using namespace attn::ui;

namespace {

/// Every visible text -> where it was seen (for the failure message).
using Texts = QMap<QString, QString>;

void add(Texts &texts, const QString &text, const QString &where)
{
    const QString t = text.trimmed();
    if (!t.isEmpty() && !texts.contains(t))
        texts.insert(t, where);
}

QString nameOf(const QObject *object)
{
    const QString name = object->objectName();
    return QString::fromLatin1(object->metaObject()->className())
           + (name.isEmpty() ? QString() : QLatin1Char('#') + name);
}

void collectAction(Texts &texts, const QAction *action, const QString &where)
{
    if (action->isSeparator())
        return;
    const QString at = where + QStringLiteral(" > action");
    add(texts, action->text(), at);
    add(texts, action->toolTip(), at + QStringLiteral(" tooltip"));
    add(texts, action->statusTip(), at + QStringLiteral(" status tip"));
    add(texts, action->whatsThis(), at + QStringLiteral(" what's this"));
    if (const QMenu *menu = action->menu()) {
        add(texts, menu->title(), at + QStringLiteral(" menu"));
        const QList<QAction *> actions = menu->actions();
        for (const QAction *a : actions)
            collectAction(texts, a, where + QStringLiteral(" > ") + menu->title());
    }
}

void collectModel(Texts &texts, const QAbstractItemModel *model, const QString &where)
{
    if (!model)
        return;
    for (Qt::Orientation o : {Qt::Horizontal, Qt::Vertical}) {
        const int count
            = std::min(o == Qt::Horizontal ? model->columnCount() : model->rowCount(), 64);
        for (int i = 0; i < count; ++i) {
            add(texts, model->headerData(i, o, Qt::DisplayRole).toString(),
                where + QStringLiteral(" header"));
            add(texts, model->headerData(i, o, Qt::ToolTipRole).toString(),
                where + QStringLiteral(" header tooltip"));
        }
    }
}

/// The texts of `root` and every widget and action under it, shown or not.
Texts collect(QWidget *root)
{
    Texts texts;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : std::as_const(widgets)) {
        const QString where = nameOf(w);
        if (w->isWindow() || qobject_cast<QDockWidget *>(w))
            add(texts, w->windowTitle(), where + QStringLiteral(" title"));
        add(texts, w->toolTip(), where + QStringLiteral(" tooltip"));
        add(texts, w->statusTip(), where + QStringLiteral(" status tip"));
        add(texts, w->whatsThis(), where + QStringLiteral(" what's this"));
        add(texts, w->accessibleName(), where + QStringLiteral(" accessible name"));
        add(texts, w->accessibleDescription(), where + QStringLiteral(" accessible description"));
        if (auto *label = qobject_cast<QLabel *>(w))
            add(texts, label->text(), where);
        if (auto *button = qobject_cast<QAbstractButton *>(w))
            add(texts, button->text(), where);
        if (auto *box = qobject_cast<QGroupBox *>(w))
            add(texts, box->title(), where);
        if (auto *edit = qobject_cast<QLineEdit *>(w))
            add(texts, edit->placeholderText(), where + QStringLiteral(" placeholder"));
        if (auto *spin = qobject_cast<QAbstractSpinBox *>(w)) {
            add(texts, spin->specialValueText(), where + QStringLiteral(" special value"));
            add(texts, spin->property("prefix").toString(), where + QStringLiteral(" prefix"));
            add(texts, spin->property("suffix").toString(), where + QStringLiteral(" suffix"));
        }
        if (auto *combo = qobject_cast<QComboBox *>(w)) {
            add(texts, combo->placeholderText(), where + QStringLiteral(" placeholder"));
            for (int i = 0; i < combo->count(); ++i)
                add(texts, combo->itemText(i), where + QStringLiteral(" item"));
        }
        if (auto *tabs = qobject_cast<QTabWidget *>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                add(texts, tabs->tabText(i), where + QStringLiteral(" tab"));
                add(texts, tabs->tabToolTip(i), where + QStringLiteral(" tab tooltip"));
            }
        }
        if (auto *menu = qobject_cast<QMenu *>(w))
            add(texts, menu->title(), where);
        if (auto *bar = qobject_cast<QProgressBar *>(w))
            add(texts, bar->format(), where + QStringLiteral(" format"));
        if (auto *text = qobject_cast<QTextEdit *>(w); text && text->isReadOnly())
            add(texts, text->toPlainText(), where);
        if (auto *text = qobject_cast<QPlainTextEdit *>(w); text && text->isReadOnly())
            add(texts, text->toPlainText(), where);
        if (auto *view = qobject_cast<QAbstractItemView *>(w))
            collectModel(texts, view->model(), where);
        const QList<QAction *> actions = w->actions();
        for (const QAction *a : actions)
            collectAction(texts, a, where);
    }
    const QList<QAction *> actions = root->findChildren<QAction *>();
    for (const QAction *a : actions)
        collectAction(texts, a, nameOf(root));
    return texts;
}

/// A text that reads the same in `language` as in English: numbers, symbols, formulas,
/// names, and the few technical words the seeds themselves keep in English.
bool languageNeutral(const QString &text, const QString &language = QString())
{
    // Each language named in itself (View > Language).
    if (interfaceLanguages().contains(text) || text == languageName(QStringLiteral("en"))
        || text == languageName(QStringLiteral("id")) || text == languageName(QStringLiteral("vi")))
        return true;
    // The seeds write these in English inside Indonesian and Vietnamese sentences.
    static const QStringList technical
        = {QStringLiteral("Self"),    QStringLiteral("self"),    QStringLiteral("attention"),
           QStringLiteral("Token"),   QStringLiteral("token"),   QStringLiteral("Seed"),
           QStringLiteral("seed"),    QStringLiteral("Format"),  QStringLiteral("format"),
           QStringLiteral("Padding"), QStringLiteral("padding"), QStringLiteral("csv")};
    // Seed 002 (Vietnamese) keeps query, key and value in English.
    static const QStringList vietnamese
        = {QStringLiteral("Query"), QStringLiteral("query"), QStringLiteral("Key"),
           QStringLiteral("key"),   QStringLiteral("Value"), QStringLiteral("value"),
           QStringLiteral("One"),   QStringLiteral("hot"),   QStringLiteral("one")};
    // Seed 000 (Indonesian) keeps key and value in English ("antara query dan key",
    // "campuran value"); the Indonesian interface follows it, so a "Key" header is Indonesian.
    static const QStringList indonesian = {QStringLiteral("Key"), QStringLiteral("key"),
                                           QStringLiteral("Value"), QStringLiteral("value")};
    static const QStringList words
        = {// names and formats
           QStringLiteral("Attention"), QStringLiteral("Lab"), QStringLiteral("Qt"),
           QStringLiteral("PNG"), QStringLiteral("SVG"), QStringLiteral("PDF"),
           QStringLiteral("CSV"), QStringLiteral("JSON"), QStringLiteral("npy"),
           QStringLiteral("Viridis"), QStringLiteral("Cividis"), QStringLiteral("softmax"),
           QStringLiteral("MultiHeadAttention"), QStringLiteral("PyTorch"),
           // d_model, head_dim, exp, max, std, ln: formula words
           QStringLiteral("model"), QStringLiteral("dim"), QStringLiteral("exp"),
           QStringLiteral("max"), QStringLiteral("std"), QStringLiteral("ln"),
           QStringLiteral("argmax"),
           // key names in shortcuts
           QStringLiteral("Ctrl"), QStringLiteral("Shift"), QStringLiteral("Alt"),
           QStringLiteral("Esc"), QStringLiteral("Del"), QStringLiteral("PgUp"),
           QStringLiteral("PgDown"), QStringLiteral("Home"), QStringLiteral("End"),
           QStringLiteral("Tab"), QStringLiteral("Meta"), QStringLiteral("Backspace"),
           QStringLiteral("Space"), QStringLiteral("Return"), QStringLiteral("Enter"),
           QStringLiteral("Left"), QStringLiteral("Right"), QStringLiteral("Up"),
           QStringLiteral("Down"), QStringLiteral("Ins"), QStringLiteral("F"),
           // the example tokens (the learner's data, not the interface's words)
           QStringLiteral("Orange"), QStringLiteral("is"), QStringLiteral("my"),
           QStringLiteral("favorite"), QStringLiteral("fruit"), QStringLiteral("pad"),
           QStringLiteral("the"), QStringLiteral("cat"), QStringLiteral("sat"),
           QStringLiteral("on"), QStringLiteral("mat"), QStringLiteral("token")};
    static const QRegularExpression word(QStringLiteral("\\p{L}+"));
    QString stripped = text;
    stripped.remove(QStringLiteral("{answer}")); // a lesson's placeholder, not a word
    stripped.remove(QLatin1Char('&'));           // an accelerator splits no word
    QRegularExpressionMatchIterator it = word.globalMatch(stripped);
    while (it.hasNext()) {
        const QString w = it.next().captured();
        if (w.size() > 2 && !words.contains(w) && !technical.contains(w)
            && !(language == QLatin1String("vi") && vietnamese.contains(w))
            && !(language == QLatin1String("id") && indonesian.contains(w)))
            return false;
    }
    return true;
}

/// The message texts of a .ts file that are not finished.
QStringList unfinishedMessages(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {QStringLiteral("cannot read ") + path};
    QStringList unfinished;
    QXmlStreamReader xml(&file);
    QString context;
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (type == QLatin1String("unfinished") || (text.isEmpty() && type.isEmpty()))
                unfinished << context + QStringLiteral(": ") + source;
        }
    }
    if (xml.hasError())
        unfinished << path + QStringLiteral(": ") + xml.errorString();
    return unfinished;
}

/// The main window as the app builds it, with a lesson running and every dock shown.
struct AppWindow
{
    MainWindow window;
    Classroom *classroom = nullptr;

    AppWindow()
    {
        installFileActions(&window);
        classroom = installClassroom(&window);
        installLanguageMenu(&window, window.viewMenu());
        window.resize(1366, 768);
        window.show();
        const QList<QDockWidget *> docks = window.findChildren<QDockWidget *>();
        for (QDockWidget *dock : docks)
            dock->show();
    }
};

QString writeCsv(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("k.csv"));
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write("1,0\n0,1\n");
    return path;
}

/// Every text of the main window (on `example`, lesson running) and of every dialog.
Texts everything(const QString &example, const QString &lesson)
{
    Texts texts;
    const auto merge = [&texts](const Texts &more) {
        for (auto it = more.begin(); it != more.end(); ++it)
            if (!texts.contains(it.key()))
                texts.insert(it.key(), it.value());
    };
    AppWindow app;
    app.window.openExample(example);
    if (!lesson.isEmpty())
        app.classroom->startLesson(lesson);
    app.window.document()->waitForSnapshot();
    QCoreApplication::processEvents();
    merge(collect(&app.window));

    QTemporaryDir dir;
    AboutDialog about(&app.window);
    merge(collect(&about));
    ShortcutsDialog shortcuts(&app.window, &app.window);
    merge(collect(&shortcuts));
    ExportDialog exportDialog(ExportView::Weights, QStringLiteral("weights"), &app.window);
    merge(collect(&exportDialog));
    ImportDialog import(app.window.document()->scenario(), writeCsv(dir), &app.window);
    merge(collect(&import));
    RandomScenarioDialog random(&app.window);
    merge(collect(&random));
    return texts;
}

QString lessonsDir()
{
    return QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/resources/lessons");
}

/// "where: text" for every lesson text without a `language` entry.
void missingLessonTexts(const QJsonValue &value, const QString &where, const QString &language,
                        QStringList &missing)
{
    static const QStringList textKeys = {QStringLiteral("title"), QStringLiteral("summary"),
                                         QStringLiteral("text"), QStringLiteral("explanation")};
    const auto check = [&](const QJsonValue &text, const QString &at) {
        if (text.isString()) {
            missing << at + QStringLiteral(": plain English string");
            return;
        }
        const QJsonObject o = text.toObject();
        if (o.value(language).toString().trimmed().isEmpty())
            missing << at + QStringLiteral(": ") + o.value(QLatin1String("en")).toString().left(60);
        else if (o.value(language).toString() == o.value(QLatin1String("en")).toString()
                 && !languageNeutral(o.value(language).toString(), language))
            missing << at + QStringLiteral(": same as English");
    };
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString at = where + QLatin1Char('.') + it.key();
            if (it.key() == QLatin1String("scenario"))
                continue; // a scenario file inline: its title is data, not a lesson text
            if (textKeys.contains(it.key()) && (it->isObject() || it->isString())
                && (it->isString() || it->toObject().contains(QLatin1String("en"))))
                check(*it, at);
            else if (it.key() == QLatin1String("choices") && it->isArray()) {
                const QJsonArray choices = it->toArray();
                for (int i = 0; i < choices.size(); ++i)
                    check(choices[i], at + QStringLiteral("[%1]").arg(i));
            } else
                missingLessonTexts(*it, at, language, missing);
        }
    } else if (value.isArray()) {
        const QJsonArray a = value.toArray();
        for (int i = 0; i < a.size(); ++i)
            missingLessonTexts(a[i], where + QStringLiteral("[%1]").arg(i), language, missing);
    }
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("attention-lab-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_translations"));
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

    /// The embedded catalogue loads, and the language picks the number locale.
    void catalogueLoads_data() { languages_data(); }
    void catalogueLoads()
    {
        QFETCH(QString, language);
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/attention-lab_%1.qm").arg(language)));
        QVERIFY(applyLanguage(language));
        QCOMPARE(currentLanguage(), language);
        QCOMPARE(languageOf(QLocale()), language);
        QCOMPARE(QLocale().decimalPoint(), QStringLiteral(","));
        QCOMPARE(QLocale().toString(1.5, 'f', 1), QStringLiteral("1,5"));
        QCOMPARE(lessonLanguage(QLocale()), language);
        QCOMPARE(localDecimal(QStringLiteral("1.96")), QStringLiteral("1,96"));
        QCOMPARE(numberSeparator(), QStringLiteral("; "));
        QVERIFY(QCoreApplication::translate("attn::ui::MainWindow", "&File")
                != QLatin1String("&File"));
        applyLanguage(QStringLiteral("en"));
        QCOMPARE(QLocale().decimalPoint(), QStringLiteral("."));
        QCOMPARE(localDecimal(QStringLiteral("1.96")), QStringLiteral("1.96"));
        QCOMPARE(QCoreApplication::translate("attn::ui::MainWindow", "&File"),
                 QStringLiteral("&File"));
    }

    /// Every message of the .ts file is translated (lrelease would ship English otherwise).
    void catalogueComplete_data() { languages_data(); }
    void catalogueComplete()
    {
        QFETCH(QString, language);
        const QStringList unfinished = unfinishedMessages(
            QStringLiteral(ATTENTION_LAB_SOURCE_DIR "/resources/translations/attention-lab_%1.ts")
                .arg(language));
        for (const QString &line : unfinished)
            qInfo().noquote() << language << "unfinished:" << line;
        QVERIFY2(unfinished.isEmpty(),
                 qPrintable(QStringLiteral("%1 unfinished (listed above)").arg(unfinished.size())));
    }

    /// Qt's own buttons and menus, which Qt ships no catalogue for.
    void qtStringsTranslated_data() { languages_data(); }
    void qtStringsTranslated()
    {
        QFETCH(QString, language);
        QVERIFY(applyLanguage(language));
        QStringList same;
        for (const QtString &s : qtStringsShown()) {
            const QString source = QString::fromUtf8(s.source);
            if (QCoreApplication::translate(s.context, s.source) == source
                && !languageNeutral(source, language))
                same << QLatin1String(s.context) + QStringLiteral(": ") + source;
        }
        applyLanguage(QStringLiteral("en"));
        QVERIFY2(same.isEmpty(), qPrintable(same.join(QStringLiteral("\n"))));
    }

    /// The scan: every text the English interface shows must differ in `language`, unless
    /// it is language-neutral (numbers, symbols, formulas, names).
    void noEnglishLeft_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("example");
        QTest::addColumn<QString>("lesson");
        for (const QString &language : {QStringLiteral("id"), QStringLiteral("vi")}) {
            QTest::newRow(qPrintable(language + QStringLiteral(" self-attention, lesson")))
                << language << QStringLiteral("seed003-multi-head")
                << QStringLiteral("one-query-two-keys");
            QTest::newRow(qPrintable(language + QStringLiteral(" direct mode")))
                << language << QStringLiteral("seed002-one-query-two-keys") << QString();
        }
    }

    void noEnglishLeft()
    {
        QFETCH(QString, language);
        QFETCH(QString, example);
        QFETCH(QString, lesson);
        applyLanguage(QStringLiteral("en"));
        const Texts english = everything(example, lesson);
        QVERIFY(english.size() > 100); // the scan sees the interface
        QVERIFY(applyLanguage(language));
        const Texts translated = everything(example, lesson);
        applyLanguage(QStringLiteral("en"));
        QStringList same;
        for (auto it = translated.begin(); it != translated.end(); ++it) {
            if (english.contains(it.key()) && !languageNeutral(it.key(), language))
                same << it.value() + QStringLiteral(": ") + it.key().left(120);
        }
        for (const QString &line : std::as_const(same))
            qInfo().noquote() << language << "untranslated:" << line;
        QVERIFY2(same.isEmpty(),
                 qPrintable(QStringLiteral("%1 English text(s) under %2 (listed above)")
                                .arg(same.size())
                                .arg(language)));
    }

    /// Every text of every shipped lesson has its Indonesian and Vietnamese version.
    void lessonsTranslated_data() { languages_data(); }
    void lessonsTranslated()
    {
        QFETCH(QString, language);
        const QStringList files = QDir(lessonsDir()).entryList({QStringLiteral("*.json")});
        QVERIFY(!files.isEmpty());
        QStringList missing;
        for (const QString &name : files) {
            QFile file(QDir(lessonsDir()).filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QJsonDocument json = QJsonDocument::fromJson(file.readAll());
            QVERIFY2(json.isObject(), qPrintable(name));
            missingLessonTexts(json.object(), name, language, missing);
        }
        for (const QString &line : std::as_const(missing))
            qInfo().noquote() << language << "lesson text missing:" << line;
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("%1 lesson text(s) without \"%2\" (listed above)")
                                .arg(missing.size())
                                .arg(language)));
    }

    /// Alt+letter stays unambiguous: within each menu (and the menu bar) no two entries
    /// share an accelerator in the translation.
    void acceleratorsUnique_data() { languages_data(); }
    void acceleratorsUnique()
    {
        QFETCH(QString, language);
        QVERIFY(applyLanguage(language));
        QStringList clashes;
        {
            AppWindow app;
            QList<QWidget *> menus;
            menus << app.window.menuBar();
            const QList<QMenu *> all = app.window.findChildren<QMenu *>();
            for (QMenu *menu : all)
                menus << menu;
            static const QRegularExpression mnemonic(QStringLiteral("&([^&\\s])"));
            for (QWidget *menu : std::as_const(menus)) {
                QMap<QChar, QString> seen;
                const QList<QAction *> actions = menu->actions();
                for (const QAction *action : actions) {
                    if (!action->isVisible() || action->isSeparator())
                        continue;
                    QString text = action->text();
                    text.replace(QStringLiteral("&&"), QString());
                    const QRegularExpressionMatch m = mnemonic.match(text);
                    if (!m.hasMatch())
                        continue;
                    const QChar key = m.captured(1).at(0).toLower();
                    if (seen.contains(key))
                        clashes << QStringLiteral("%1: \"%2\" and \"%3\"")
                                       .arg(menu->objectName(), seen.value(key), action->text());
                    else
                        seen.insert(key, action->text());
                }
            }
            // Window-wide: Alt+letter of a menu must open the menu, not switch a tab.
            QMap<QChar, QString> window;
            const auto take = [&](QString text) {
                text.replace(QStringLiteral("&&"), QString());
                const QRegularExpressionMatch m = mnemonic.match(text);
                if (!m.hasMatch())
                    return;
                const QChar key = m.captured(1).at(0).toLower();
                if (window.contains(key))
                    clashes
                        << QStringLiteral("window: \"%1\" and \"%2\"").arg(window.value(key), text);
                else
                    window.insert(key, text);
            };
            const QList<QAction *> bar = app.window.menuBar()->actions();
            for (const QAction *action : bar)
                take(action->text());
            QTabWidget *editorTabs
                = app.window.findChild<QTabWidget *>(QStringLiteral("editorTabs"));
            for (QTabWidget *tabs : {app.window.viewTabs(), editorTabs}) {
                for (int i = 0; tabs && i < tabs->count(); ++i)
                    if (tabs->isTabVisible(i))
                        take(tabs->tabText(i));
            }
        }
        applyLanguage(QStringLiteral("en"));
        for (const QString &line : std::as_const(clashes))
            qInfo().noquote() << language << "accelerator clash:" << line;
        QVERIFY2(clashes.isEmpty(),
                 qPrintable(QStringLiteral("%1 clash(es) (listed above)").arg(clashes.size())));
    }

    /// View > Language: a running window changes at once, lessons and numbers follow.
    void switchesLive()
    {
        applyLanguage(QStringLiteral("en"));
        AppWindow app;
        QVERIFY(app.classroom->startLesson(QStringLiteral("one-query-two-keys")));
        QMenu *menu = app.window.findChild<QMenu *>(QStringLiteral("languageMenu"));
        QVERIFY(menu);
        QCOMPARE(menu->actions().size(), 3);
        QCOMPARE(app.window.fileMenu()->title(), QStringLiteral("&File"));
        const QString englishTab = app.window.viewTabs()->tabText(0);

        menu->actions().at(1)->trigger(); // Bahasa Indonesia
        QCoreApplication::processEvents();
        QCOMPARE(currentLanguage(), QStringLiteral("id"));
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("id"));
        QCOMPARE(preferredLanguage(), QStringLiteral("id"));
        const QString file = QCoreApplication::translate("attn::ui::MainWindow", "&File");
        QVERIFY(file != QLatin1String("&File"));
        QCOMPARE(app.window.fileMenu()->title(), file);
        QVERIFY(app.window.viewTabs()->tabText(0) != englishTab);
        QCOMPARE(app.classroom->lessonSession()->language(), QStringLiteral("id"));
        QCOMPARE(QLocale().decimalPoint(), QStringLiteral(","));

        menu->actions().at(0)->trigger(); // back to English
        QCoreApplication::processEvents();
        QCOMPARE(app.window.fileMenu()->title(), QStringLiteral("&File"));
        QCOMPARE(app.window.viewTabs()->tabText(0), englishTab);
        QCOMPARE(app.classroom->lessonSession()->language(), QStringLiteral("en"));
        QSettings().remove(QStringLiteral("ui/language"));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
