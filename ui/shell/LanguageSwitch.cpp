#include "LanguageSwitch.h"

#include "Document.h"
#include "Language.h"
#include "Lesson.h"
#include "LessonSession.h"
#include "MainWindow.h"
#include "MatrixModel.h"
#include "UndoName.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QHash>
#include <QMainWindow>
#include <QMenu>
#include <QMetaProperty>
#include <QPointer>
#include <QRegularExpression>
#include <QTabWidget>
#include <QUndoStack>
#include <QWidget>

#include <optional>

namespace attn::ui {

namespace {

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
        static const char *const properties[] = {"text",
                                                 "title",
                                                 "windowTitle",
                                                 "toolTip",
                                                 "statusTip",
                                                 "whatsThis",
                                                 "accessibleName",
                                                 "accessibleDescription",
                                                 "iconText",
                                                 "placeholderText",
                                                 "prefix",
                                                 "suffix",
                                                 "specialValueText",
                                                 "windowIconText",
                                                 "label"};
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
        if (watched == m_window && event->type() == QEvent::LanguageChange) {
            // The steps taken before the switch are named again in the new language.
            renameUndoCommands(m_stack);
            relabel();
        }
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

void switchLanguage(const QString &code)
{
    // What each text on screen came from, in the language being left.
    const QHash<QString, SourceKey> old = translatedTexts();
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

QMenu *installLanguageMenu(QMainWindow *window, QMenu *viewMenu)
{
    QMenu *menu = viewMenu->addMenu(QCoreApplication::translate("attn::ui::Language", "Lan&guage"));
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
