#include "Language.h"

#include "Document.h"
#include "Lesson.h"
#include "LessonSession.h"
#include "MainWindow.h"
#include "MatrixModel.h"

#include <QAbstractButton>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QHash>
#include <QLibraryInfo>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMetaProperty>
#include <QMutex>
#include <QRegularExpression>
#include <QPointer>
#include <QSettings>
#include <QTabWidget>
#include <QTranslator>
#include <QUndoStack>
#include <QWidget>

#include <memory>
#include <optional>

namespace attn::ui {

namespace {

const QString settingsKey = QStringLiteral("ui/language");

/// Where a text came from: QCoreApplication::translate()'s arguments.
struct SourceKey
{
    QByteArray context;
    QByteArray source;
    QByteArray disambiguation;
    int n = -1;
};

/// The app's one translator. It answers every translate() (the source text where neither
/// our catalogue nor Qt's has the string) and remembers which source gave which text, so
/// that a language switch can find the source of any text a widget shows and translate it
/// anew, without every widget having to rebuild itself.
class RecordingTranslator : public QTranslator
{
public:
    using QTranslator::QTranslator;

    bool loadLanguage(const QString &code)
    {
        auto app = std::make_unique<QTranslator>();
        auto qt = std::make_unique<QTranslator>();
        bool ok = true;
        if (code != QLatin1String("en")) {
            ok = app->load(QStringLiteral(":/i18n/attention-lab_%1.qm").arg(code));
            // Debian 12 ships no qtbase_id/qtbase_vi (our .ts files carry Qt's strings);
            // a newer Qt's catalogue is used where it exists, ours taking precedence.
            (void)qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath));
        }
        const QMutexLocker lock(&m_mutex);
        m_app = std::move(app);
        m_qt = std::move(qt);
        return ok;
    }

    QString translate(const char *context, const char *source, const char *disambiguation,
                      int n) const override
    {
        if (!source)
            return {};
        const QMutexLocker lock(&m_mutex);
        QString text = m_app ? m_app->translate(context, source, disambiguation, n) : QString();
        if (text.isEmpty() && m_qt)
            text = m_qt->translate(context, source, disambiguation, n);
        if (text.isEmpty())
            text = QString::fromUtf8(source);
        if (!m_seen.contains(text))
            m_seen.insert(text, SourceKey{QByteArray(context), QByteArray(source),
                                          QByteArray(disambiguation), n});
        return text;
    }

    bool isEmpty() const override { return false; }

    std::optional<SourceKey> sourceOf(const QString &text) const
    {
        const QMutexLocker lock(&m_mutex);
        const auto it = m_seen.constFind(text);
        if (it == m_seen.constEnd())
            return std::nullopt;
        return *it;
    }

    QHash<QString, SourceKey> seen() const
    {
        const QMutexLocker lock(&m_mutex);
        return m_seen;
    }

private:
    mutable QMutex m_mutex;
    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_qt;
    mutable QHash<QString, SourceKey> m_seen;
};

RecordingTranslator *s_translator = nullptr;
QString s_current = QStringLiteral("en");

QLocale localeFor(const QString &code)
{
    const QLocale system = QLocale::system();
    if (languageOf(system) == code)
        return system; // keeps the learner's country variant
    if (code == QLatin1String("id"))
        return QLocale(QLocale::Indonesian, QLocale::Indonesia);
    if (code == QLatin1String("vi"))
        return QLocale(QLocale::Vietnamese, QLocale::Vietnam);
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

/// `text` in the new language, if it is a text the translator gave out (before the switch).
std::optional<QString> retranslated(const QHash<QString, SourceKey> &old, const QString &text)
{
    if (text.isEmpty())
        return std::nullopt;
    const auto it = old.constFind(text);
    if (it == old.constEnd())
        return std::nullopt;
    const SourceKey &key = *it;
    return QCoreApplication::translate(key.context.constData(), key.source.constData(),
                                       key.disambiguation.isEmpty()
                                           ? nullptr
                                           : key.disambiguation.constData(),
                                       key.n);
}

/// The built-in lessons' titles in every language, to the lesson's titles (menus list them
/// as "N. Title").
QHash<QString, LessonText> lessonTitles()
{
    QHash<QString, LessonText> titles;
    const QList<LessonInfo> lessons = builtInLessons();
    for (const LessonInfo &info : lessons) {
        for (const QString &title : {info.titles.en, info.titles.id, info.titles.vi})
            if (!title.isEmpty())
                titles.insert(title, info.titles);
    }
    return titles;
}

class Retranslation
{
public:
    Retranslation(QHash<QString, SourceKey> old, const QString &language)
        : m_old(std::move(old))
        , m_language(language)
        , m_lessons(lessonTitles())
    {
    }

    QString text(const QString &current) const
    {
        if (const std::optional<QString> t = retranslated(m_old, current))
            return *t;
        // "&3. Title" / "3. Title": a built-in lesson in the lessons menu and chooser.
        static const QRegularExpression numbered(QStringLiteral("^(&?\\d+\\. )(.+)$"));
        const QRegularExpressionMatch match = numbered.match(current);
        if (match.hasMatch()) {
            const auto it = m_lessons.constFind(match.captured(2));
            if (it != m_lessons.constEnd())
                return match.captured(1) + it->in(m_language);
        }
        return current;
    }

    void object(QObject *object) const
    {
        // A line edit's text is the learner's (a token, a file name), never ours.
        const bool userText = object->inherits("QLineEdit");
        static const char *const properties[] = {
            "text",      "title",         "windowTitle",    "toolTip",
            "statusTip", "whatsThis",     "accessibleName", "accessibleDescription",
            "iconText",  "placeholderText", "prefix",       "suffix",
            "specialValueText", "windowIconText", "label"};
        const QMetaObject *meta = object->metaObject();
        for (const char *name : properties) {
            const int index = meta->indexOfProperty(name);
            if (index < 0 || (userText && qstrcmp(name, "text") == 0))
                continue;
            const QMetaProperty property = meta->property(index);
            if (property.userType() != QMetaType::QString || !property.isWritable())
                continue;
            const QString current = property.read(object).toString();
            const QString next = text(current);
            if (next != current)
                property.write(object, next);
        }
    }

    void widget(QWidget *widget) const
    {
        object(widget);
        if (auto *tabs = qobject_cast<QTabWidget *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i) {
                tabs->setTabText(i, text(tabs->tabText(i)));
                tabs->setTabToolTip(i, text(tabs->tabToolTip(i)));
            }
        }
        if (auto *combo = qobject_cast<QComboBox *>(widget)) {
            for (int i = 0; i < combo->count(); ++i) {
                const QString current = combo->itemText(i);
                const QString next = text(current);
                if (next != current)
                    combo->setItemText(i, next);
            }
        }
        const QList<QAction *> actions = widget->actions();
        for (QAction *action : actions)
            object(action);
    }

private:
    QHash<QString, SourceKey> m_old;
    QString m_language;
    QHash<QString, LessonText> m_lessons;
};

/// QUndoStack::createUndoAction() keeps the prefix ("&Undo") it was given in the language
/// of that moment; this writes the undo and redo actions' texts again in the current one.
class UndoLabels : public QObject
{
public:
    explicit UndoLabels(MainWindow *window)
        : QObject(window)
        , m_window(window)
        , m_stack(window->document()->undoStack())
        , m_undo(window->undoAction())
        , m_redo(window->redoAction())
    {
        // Connected after the stack's own connections, so these texts are the last word.
        connect(m_stack, &QUndoStack::undoTextChanged, this, &UndoLabels::relabel);
        connect(m_stack, &QUndoStack::redoTextChanged, this, &UndoLabels::relabel);
        window->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_window && event->type() == QEvent::LanguageChange)
            relabel();
        return QObject::eventFilter(watched, event);
    }

private:
    void relabel()
    {
        // Never through the MainWindow: the stack clears itself while the window is being
        // destroyed (no longer a MainWindow then); guarded pointers to the parts instead.
        if (!m_stack || !m_undo || !m_redo)
            return;
        const auto label = [](const char *prefix, const QString &command) {
            const QString text = QCoreApplication::translate("attn::ui::MainWindow", prefix);
            return command.isEmpty() ? text : text + QLatin1Char(' ') + command;
        };
        m_undo->setText(label("&Undo", m_stack->undoText()));
        m_redo->setText(label("&Redo", m_stack->redoText()));
    }

    QObject *m_window; ///< only compared with, never called
    QPointer<QUndoStack> m_stack;
    QPointer<QAction> m_undo;
    QPointer<QAction> m_redo;
};

} // namespace

QStringList interfaceLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("id"), QStringLiteral("vi")};
}

QString languageName(const QString &code)
{
    // Each language is named in itself: a learner who cannot read the current interface
    // still finds their own.
    if (code == QLatin1String("id"))
        return QStringLiteral("Bahasa Indonesia");
    if (code == QLatin1String("vi"))
        return QStringLiteral("Ti\u1ebfng Vi\u1ec7t");
    return QStringLiteral("English");
}

QString languageOf(const QLocale &locale)
{
    switch (locale.language()) {
    case QLocale::Indonesian:
        return QStringLiteral("id");
    case QLocale::Vietnamese:
        return QStringLiteral("vi");
    default:
        return QStringLiteral("en");
    }
}

QString preferredLanguage()
{
    const QString chosen = QSettings().value(settingsKey).toString();
    if (interfaceLanguages().contains(chosen))
        return chosen;
    return languageOf(QLocale::system());
}

void setPreferredLanguage(const QString &code)
{
    QSettings().setValue(settingsKey, code);
}

QString currentLanguage()
{
    return s_current;
}

bool applyLanguage(const QString &code)
{
    if (!s_translator)
        s_translator = new RecordingTranslator(QCoreApplication::instance());
    QString language = interfaceLanguages().contains(code) ? code : QStringLiteral("en");
    bool ok = s_translator->loadLanguage(language);
    if (!ok) {
        language = QStringLiteral("en");
        s_translator->loadLanguage(language);
    }
    // Removing and installing again sends LanguageChange: Qt's own widgets (dialog button
    // boxes, the file dialog) translate themselves on it.
    QCoreApplication::removeTranslator(s_translator);
    QCoreApplication::installTranslator(s_translator);
    QLocale::setDefault(localeFor(language));
    s_current = language;
    return ok && language == code;
}

void switchLanguage(const QString &code)
{
    if (!s_translator) {
        applyLanguage(code);
        return;
    }
    // What each text on screen came from, in the language being left.
    const QHash<QString, SourceKey> old = s_translator->seen();
    applyLanguage(code);
    const Retranslation pass(old, currentLanguage());
    const QWidgetList widgets = QApplication::allWidgets();
    for (QWidget *widget : widgets)
        pass.widget(widget);
    const QWidgetList windows = QApplication::topLevelWidgets();
    for (QWidget *window : windows) {
        // Actions that no widget shows yet (submenus build lazily, dialogs not open).
        const QList<QAction *> actions = window->findChildren<QAction *>();
        for (QAction *action : actions)
            pass.object(action);
        const QList<LessonSession *> sessions = window->findChildren<LessonSession *>();
        for (LessonSession *session : sessions)
            session->setLanguage(currentLanguage());
        const QList<MatrixModel *> models = window->findChildren<MatrixModel *>();
        for (MatrixModel *model : models)
            model->setLocale(QLocale());
        // The texts made from the document (captions, the result line, the views' own
        // labels) are made again: the same document, announced once more.
        const QList<Document *> documents = window->findChildren<Document *>();
        for (Document *document : documents) {
            emit document->structureChanged();
            emit document->scenarioChanged();
            emit document->snapshotChanged(document->snapshot());
        }
    }
    for (QWidget *widget : widgets)
        widget->update();
}

QString localDecimal(QString number)
{
    const QString point = QLocale().decimalPoint();
    if (point != QLatin1String("."))
        number.replace(QLatin1Char('.'), point);
    return number;
}

QString numberSeparator()
{
    return QLocale().decimalPoint() == QLatin1String(",") ? QStringLiteral("; ")
                                                           : QStringLiteral(", ");
}

QMenu *installLanguageMenu(QMainWindow *window, QMenu *viewMenu)
{
    QMenu *menu = viewMenu->addMenu(QCoreApplication::translate("attn::ui::Language",
                                                                "Lan&guage"));
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(menu);
    for (const QString &code : interfaceLanguages()) {
        QAction *action = menu->addAction(languageName(code));
        action->setCheckable(true);
        action->setChecked(code == currentLanguage());
        action->setData(code);
        group->addAction(action);
    }
    QObject::connect(group, &QActionGroup::triggered, window, [](QAction *action) {
        const QString code = action->data().toString();
        setPreferredLanguage(code);
        switchLanguage(code);
    });
    if (auto *main = qobject_cast<MainWindow *>(window))
        new UndoLabels(main);
    return menu;
}

} // namespace attn::ui
