#pragma once

#include "ViewOptions.h"

#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QStringList>

#include <functional>

class QDockWidget;
class QMainWindow;
class QAction;
class QMenu;
class QWidget;

namespace attn::ui {

class Document;
class InterventionPanel;
class LazyPage;
class LessonPanel;
class LessonSession;
class PipelineView;
class PresentationMode;
class Walkthrough;
class WalkthroughPanel;

/// What the classroom needs from the main window; every member may be left empty.
struct ClassroomHooks
{
    PipelineView *pipeline = nullptr; ///< highlights the walkthrough's or lesson's stage
    QMenu *fileMenu = nullptr;        ///< gets "Open Lesson…"
    QMenu *viewMenu = nullptr;        ///< gets the walkthrough, interventions, presentation
    /// The views' options: the presentation's text size and the walkthrough's head and row.
    std::function<ViewOptions()> viewOptions;
    std::function<void(const ViewOptions &)> setViewOptions;
    /// The pages a lesson may open by id (the window's page registry), and the page of an
    /// id, as its tab widget holds it (null when unknown).
    QStringList pageIds;
    std::function<QWidget *(const QString &id)> page;
};

/// The classroom: guided lessons, the walkthrough, presentation mode and interventions,
/// as docks and menu entries of an existing main window.
///
/// Lessons hide and show pages and controls by name (docs/lesson-format.md): a page by its
/// id in the page registry (hooks.page), else a widget is the control "NAME" when its
/// objectName is NAME or its "classroomControl" property is NAME. A name that is neither is
/// refused with a status message naming the lesson, the step and the name.
class Classroom : public QObject
{
    Q_OBJECT

public:
    Classroom(QMainWindow *window, Document *document, const ClassroomHooks &hooks);

    Walkthrough *walkthrough() const { return m_walkthrough; }
    LessonSession *lessonSession() const { return m_session; }
    PresentationMode *presentation() const { return m_presentation; }
    /// The lesson's and the walkthrough's panels, made when their dock is first shown (or
    /// now, when asked for).
    LessonPanel *lessonPanel() const;
    WalkthroughPanel *walkthroughPanel() const;
    InterventionPanel *interventionPanel() const { return m_interventionPanel; }
    QDockWidget *lessonDock() const { return m_lessonDock; }
    QDockWidget *walkthroughDock() const { return m_walkthroughDock; }
    QDockWidget *interventionDock() const { return m_interventionDock; }
    QMenu *lessonsMenu() const { return m_lessonsMenu; }
    /// Shows the current stage of the pipeline alone, large, with its inputs (checkable).
    QAction *focusStageAction() const { return m_focusStage; }

    /// Starts a built-in lesson and shows its panel.
    bool startLesson(const QString &name);

    /// The widgets a lesson means by a page id or control name (none when unknown).
    QList<QWidget *> controls(const QString &name) const;
    /// Every page id and control name a lesson may use.
    QStringList controlNames() const;

public slots:
    /// The main window's options changed: the walkthrough follows its head and query row.
    void setOptions(const attn::ui::ViewOptions &options);

signals:
    void statusMessage(const QString &text);

private:
    QDockWidget *addDock(QWidget *panel, const QString &objectName, const QString &title);
    void buildMenus();
    void applyControls(const QStringList &hidden, const QStringList &shown);
    /// controls(name) for the current step; none found is said in the status bar.
    QList<QWidget *> stepControls(const QString &name);
    void updateStage();
    void showPipeline();
    void followWalkthrough();
    void setFontScale(double scale);

    QMainWindow *m_window;
    Document *m_document;
    ClassroomHooks m_hooks;
    Walkthrough *m_walkthrough;
    LessonSession *m_session;
    PresentationMode *m_presentation;
    InterventionPanel *m_interventionPanel;
    LazyPage *m_lessonPage;
    LazyPage *m_walkthroughPage;
    QDockWidget *m_lessonDock;
    QDockWidget *m_walkthroughDock;
    QDockWidget *m_interventionDock;
    QMenu *m_lessonsMenu = nullptr;
    QAction *m_focusStage = nullptr;
    bool m_walkthroughHighlights = true; ///< the walkthrough, not the lesson, moved last
    int m_shownWalkIndex = -1;
    bool m_lessonsListed = false; ///< the Lessons menu lists the built-in lessons (first opened)
    double m_fontScaleBefore = 0; ///< the views' text size before the presentation
    QList<QPair<QPointer<QWidget>, bool>> m_hiddenByLesson; ///< to show again afterwards
};

/// Adds the classroom to `window` (owned by it) and returns it.
Classroom *installClassroom(QMainWindow *window, Document *document,
                            const ClassroomHooks &hooks = ClassroomHooks());

} // namespace attn::ui
