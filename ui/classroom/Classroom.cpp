#include "Classroom.h"

#include "Document.h"
#include "InterventionPanel.h"
#include "LazyPage.h"
#include "Lesson.h"
#include "LessonPanel.h"
#include "LessonSession.h"
#include "PipelineView.h"
#include "PresentationMode.h"
#include "Walkthrough.h"
#include "WalkthroughPanel.h"

#include <QAction>
#include <QDockWidget>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStackedWidget>
#include <QTabWidget>
#include <QToolBar>

namespace attn::ui {

namespace {

/// A menu of the menu bar by its visible title ("&View" -> "View").
QMenu *menuTitled(QMainWindow *window, const QString &title)
{
    const QList<QAction *> actions = window->menuBar()->actions();
    for (QAction *action : actions) {
        if (action->menu() && action->text().remove(QLatin1Char('&')) == title)
            return action->menu();
    }
    return nullptr;
}

/// Shows or hides a control, as a tab of a tab widget when it is one.
void setControlVisible(QWidget *widget, bool visible)
{
    auto *stack = qobject_cast<QStackedWidget *>(widget->parentWidget());
    auto *tabs = stack ? qobject_cast<QTabWidget *>(stack->parentWidget()) : nullptr;
    if (tabs && tabs->indexOf(widget) >= 0) {
        tabs->setTabVisible(tabs->indexOf(widget), visible);
        return;
    }
    widget->setVisible(visible);
}

bool isControlVisible(QWidget *widget)
{
    auto *stack = qobject_cast<QStackedWidget *>(widget->parentWidget());
    auto *tabs = stack ? qobject_cast<QTabWidget *>(stack->parentWidget()) : nullptr;
    if (tabs && tabs->indexOf(widget) >= 0)
        return tabs->isTabVisible(tabs->indexOf(widget));
    return !widget->isHidden();
}

/// Brings a control to the front: a dock is raised, a tab made current.
void bringToFront(QWidget *widget)
{
    setControlVisible(widget, true);
    if (auto *dock = qobject_cast<QDockWidget *>(widget)) {
        dock->raise();
        return;
    }
    for (QWidget *child = widget, *parent = widget->parentWidget(); parent;
         child = parent, parent = parent->parentWidget()) {
        if (auto *stack = qobject_cast<QStackedWidget *>(parent)) {
            // A tab widget's pages sit in its stack: switch through the tab widget so its
            // tab bar follows.
            auto *tabs = qobject_cast<QTabWidget *>(stack->parentWidget());
            if (tabs && tabs->indexOf(child) >= 0)
                tabs->setCurrentWidget(child);
            else
                stack->setCurrentWidget(child);
        }
        if (auto *dock = qobject_cast<QDockWidget *>(parent)) {
            dock->show();
            dock->raise();
        }
    }
}

} // namespace

Classroom::Classroom(QMainWindow *window, Document *document, const ClassroomHooks &hooks)
    : QObject(window)
    , m_window(window)
    , m_document(document)
    , m_hooks(hooks)
    , m_walkthrough(new Walkthrough(this))
    , m_session(new LessonSession(document, this))
{
    m_presentation = new PresentationMode(window, m_walkthrough, this);
    // The docks start hidden: the lesson's and the walkthrough's panels are made when first
    // shown (a start makes only what it shows), and show their model's state then: the session's
    // step, the walkthrough's.
    m_lessonPage = new LazyPage([this](QWidget *parent) {
        auto *panel = new LessonPanel(m_session, parent);
        panel->setPresentationTextPixels(
            m_presentation->isActive() ? PresentationMode::backRowPixels : 0);
        connect(panel, &LessonPanel::statusMessage, this, &Classroom::statusMessage);
        return panel;
    });
    m_walkthroughPage = new LazyPage(
        [this](QWidget *parent) { return new WalkthroughPanel(m_walkthrough, parent); });
    // Made now: from the start it keeps the baseline its comparison starts from.
    m_interventionPanel = new InterventionPanel(m_document);
    m_lessonDock = addDock(m_lessonPage, QStringLiteral("lesson"), tr("Lesson"));
    m_lessonDock->setProperty("sessionOnly", true); // opens with a lesson, not at start
    m_walkthroughDock
        = addDock(m_walkthroughPage, QStringLiteral("walkthrough"), tr("Walkthrough"));
    m_interventionDock
        = addDock(m_interventionPanel, QStringLiteral("interventions"), tr("Interventions"));
    window->tabifyDockWidget(m_lessonDock, m_walkthroughDock);
    // Below the views: the table of outputs before and after wants the width, not the
    // height the views need.
    window->addDockWidget(Qt::BottomDockWidgetArea, m_interventionDock);
    connect(m_interventionDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible) // also while the window closes: ask it nothing then
            return;
        const Qt::DockWidgetArea area = m_window->dockWidgetArea(m_interventionDock);
        if (area == Qt::BottomDockWidgetArea || area == Qt::TopDockWidgetArea)
            m_window->resizeDocks({m_interventionDock}, {m_interventionPanel->comparisonHeight()},
                                  Qt::Vertical);
    });
    // A teacher presenting a lesson keeps it on screen; the banner replaces the walkthrough.
    m_presentation->setKeptDocks({QStringLiteral("lesson")});
    buildMenus();

    m_walkthrough->setSnapshot(document->snapshot());
    connect(document, &Document::snapshotChanged, m_walkthrough, &Walkthrough::setSnapshot);
    // A newly opened example starts at the walkthrough's first step.
    connect(document, &Document::documentReset, m_walkthrough,
            &Walkthrough::startOverWithNextSnapshot);
    connect(m_walkthroughDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        // Presentation hides the dock but shows the walkthrough in its banner.
        if (!m_presentation->isActive())
            m_walkthrough->setActive(visible);
    });
    // The latest request wins the highlight: a walkthrough step, or a lesson step.
    connect(m_walkthrough, &Walkthrough::changed, this, [this] {
        if (m_walkthrough->index() != m_shownWalkIndex) {
            m_shownWalkIndex = m_walkthrough->index();
            m_walkthroughHighlights = true;
        }
        updateStage();
    });
    connect(m_walkthrough, &Walkthrough::activeChanged, this, [this](bool active) {
        m_walkthroughHighlights = active;
        updateStage();
    });
    connect(m_walkthrough, &Walkthrough::changed, this, &Classroom::followWalkthrough);
    connect(m_session, &LessonSession::stageChanged, this, [this](int stage) {
        m_walkthroughHighlights = stage < 0;
        updateStage();
    });
    // A highlighted stage is seen in the pipeline: bring it forward when a step starts
    // (not on every change, so the learner's own choice of view stays).
    // Entering presentation mode (F11) keeps the teacher's page.
    connect(m_walkthrough, &Walkthrough::activeChanged, this, [this](bool active) {
        if (active && m_session->stage() < 0 && !m_presentation->isActive())
            showPipeline();
    });
    connect(m_session, &LessonSession::stepChanged, this, [this] {
        const LessonStep &step = m_session->step();
        if (!step.stage.isEmpty() && step.show.isEmpty()
            && !step.hide.contains(QLatin1String("pipeline")))
            showPipeline();
    });
    connect(m_session, &LessonSession::controlsChanged, this, &Classroom::applyControls);
    connect(m_session, &LessonSession::runningChanged, this, [this](bool running) {
        m_presentation->setLessonRunning(running);
        if (running) {
            m_lessonDock->show();
            m_lessonDock->raise();
        }
    });
    connect(m_presentation, &PresentationMode::fontScaleChanged, this, &Classroom::setFontScale);
    // The question, its feedback and its hint read from a back row while presenting.
    connect(m_presentation, &PresentationMode::activeChanged, this, [this](bool active) {
        if (auto *panel = static_cast<LessonPanel *>(m_lessonPage->builtWidget()))
            panel->setPresentationTextPixels(active ? PresentationMode::backRowPixels : 0);
    });
    // Also before the lesson's panel is made.
    connect(m_session, &LessonSession::notice, this, &Classroom::statusMessage);
}

LessonPanel *Classroom::lessonPanel() const
{
    return static_cast<LessonPanel *>(m_lessonPage->widget());
}

WalkthroughPanel *Classroom::walkthroughPanel() const
{
    return static_cast<WalkthroughPanel *>(m_walkthroughPage->widget());
}

QDockWidget *Classroom::addDock(QWidget *panel, const QString &objectName, const QString &title)
{
    auto *dock = new QDockWidget(title, m_window);
    dock->setObjectName(objectName);
    dock->setWidget(panel);
    dock->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea
                          | Qt::BottomDockWidgetArea);
    m_window->addDockWidget(Qt::RightDockWidgetArea, dock);
    dock->hide();
    return dock;
}

void Classroom::buildMenus()
{
    QMenu *file = m_hooks.fileMenu ? m_hooks.fileMenu : menuTitled(m_window, tr("File"));
    QMenu *view = m_hooks.viewMenu ? m_hooks.viewMenu : menuTitled(m_window, tr("View"));

    auto *openLesson = new QAction(tr("Open &Lesson\u2026"), this);
    openLesson->setStatusTip(tr("Open a lesson file written by a teacher"));
    connect(openLesson, &QAction::triggered, this, [this] {
        m_lessonDock->show();
        m_lessonDock->raise();
        lessonPanel()->openLessonFile();
    });

    // A Lessons menu before Help: every built-in lesson (listed when it first opens: their
    // titles are read by parsing every lesson, which the window's start need not wait
    // for), then opening a file.
    m_lessonsMenu = new QMenu(tr("&Lessons"), m_window);
    m_lessonsMenu->setObjectName(QStringLiteral("lessonsMenu"));
    QAction *afterLessons = m_lessonsMenu->addSeparator();
    connect(m_lessonsMenu, &QMenu::aboutToShow, this, [this, afterLessons] {
        if (m_lessonsListed)
            return;
        m_lessonsListed = true;
        const QList<LessonInfo> lessons = builtInLessons();
        const QString language = lessonLanguage(QLocale());
        for (int i = 0; i < lessons.size(); ++i) {
            const QString name = lessons[i].name;
            const QString title = lessons[i].titles.in(language);
            // Keys 1 to 9 open the first nine; a tenth "&1" would clash with the first.
            const QString entry = i < 9 ? tr("&%1. %2") : QStringLiteral("%1. %2");
            auto *action = new QAction(entry.arg(i + 1).arg(title), m_lessonsMenu);
            connect(action, &QAction::triggered, this, [this, name] { startLesson(name); });
            m_lessonsMenu->insertAction(afterLessons, action);
        }
    });
    m_lessonsMenu->addAction(openLesson);
    QAction *stop = m_lessonsMenu->addAction(tr("&Stop Lesson"));
    connect(stop, &QAction::triggered, m_session, &LessonSession::stop);
    connect(m_session, &LessonSession::runningChanged, stop, &QAction::setEnabled);
    stop->setEnabled(false);
    QMenu *help = menuTitled(m_window, tr("Help"));
    if (help)
        m_window->menuBar()->insertMenu(help->menuAction(), m_lessonsMenu);
    else
        m_window->menuBar()->addMenu(m_lessonsMenu);

    if (file) {
        // Right after the first "Open…" entry when there is one, else at the top.
        const QList<QAction *> actions = file->actions();
        QAction *before = actions.value(0);
        for (int i = 0; i < actions.size(); ++i) {
            if (actions[i]->text().remove(QLatin1Char('&')).startsWith(tr("Open"))) {
                before = actions.value(i + 1);
                break;
            }
        }
        file->insertAction(before, openLesson);
    }
    QMenu *target = view ? view : m_lessonsMenu;
    target->addSeparator();
    // Shown from the menu, a dock tabbed behind another comes to the front.
    for (QDockWidget *dock : {m_walkthroughDock, m_interventionDock, m_lessonDock}) {
        connect(dock->toggleViewAction(), &QAction::triggered, dock, [dock](bool on) {
            if (on)
                dock->raise();
        });
    }
    QAction *walk = m_walkthroughDock->toggleViewAction();
    walk->setText(tr("&Walkthrough"));
    walk->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    target->addAction(walk);
    QAction *interventions = m_interventionDock->toggleViewAction();
    interventions->setText(tr("&Interventions"));
    target->addAction(interventions);
    target->addAction(m_lessonDock->toggleViewAction());
    target->addSeparator();
    target->addAction(m_presentation->toggleAction());
    m_focusStage = new QAction(tr("&Focus the Current Stage"), this);
    m_focusStage->setObjectName(QStringLiteral("focusStageAction"));
    m_focusStage->setCheckable(true);
    m_focusStage->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    m_focusStage->setToolTip(tr("The pipeline shows the current stage alone, large, with the "
                                "stages it is computed from"));
    connect(m_focusStage, &QAction::toggled, this, [this](bool on) {
        if (!m_hooks.pipeline)
            return;
        m_hooks.pipeline->setStageFocused(on);
        if (on)
            showPipeline();
    });
    target->addAction(m_focusStage);
    QMenu *presenting = target->addMenu(tr("P&resentation Options"));
    presenting->addAction(m_presentation->highContrastAction());
    presenting->addSeparator();
    presenting->addAction(m_presentation->zoomInAction());
    presenting->addAction(m_presentation->zoomOutAction());
    presenting->addAction(m_presentation->zoomResetAction());
}

bool Classroom::startLesson(const QString &name)
{
    m_lessonDock->show();
    m_lessonDock->raise();
    return lessonPanel()->startBuiltIn(name);
}

QStringList Classroom::controlNames() const
{
    return m_hooks.pageIds + lessonControlNames();
}

QList<QWidget *> Classroom::controls(const QString &name) const
{
    if (m_hooks.page) {
        // A window with a page registry: its pages by id, then the few other controls.
        if (m_hooks.pageIds.contains(name)) {
            QWidget *page = m_hooks.page(name);
            return page ? QList<QWidget *>{page} : QList<QWidget *>{};
        }
        if (!lessonControlNames().contains(name))
            return {};
    }
    QList<QWidget *> found;
    const QList<QWidget *> widgets = m_window->findChildren<QWidget *>();
    for (QWidget *widget : widgets) {
        if (widget->objectName() == name || widget->property("classroomControl").toString() == name)
            found << widget;
    }
    if (found.isEmpty() && name == QLatin1String("toolbar")) {
        const QList<QToolBar *> bars = m_window->findChildren<QToolBar *>();
        for (QToolBar *bar : bars)
            found << bar;
    }
    return found;
}

QList<QWidget *> Classroom::stepControls(const QString &name)
{
    const QList<QWidget *> found = controls(name);
    if (found.isEmpty()) {
        const QString title = m_session->lesson().title.in(m_session->language());
        emit statusMessage(tr("Lesson “%1”, step %2: no page or control named “%3”")
                               .arg(title)
                               .arg(m_session->stepIndex() + 1)
                               .arg(name));
    }
    return found;
}

void Classroom::applyControls(const QStringList &hidden, const QStringList &shown)
{
    for (const auto &entry : std::as_const(m_hiddenByLesson)) {
        if (entry.first)
            setControlVisible(entry.first, entry.second);
    }
    m_hiddenByLesson.clear();
    for (const QString &name : hidden) {
        const QList<QWidget *> widgets = stepControls(name);
        for (QWidget *widget : widgets) {
            m_hiddenByLesson.append({QPointer<QWidget>(widget), isControlVisible(widget)});
            setControlVisible(widget, false);
        }
    }
    for (const QString &name : shown) {
        const QList<QWidget *> widgets = stepControls(name);
        for (QWidget *widget : widgets)
            bringToFront(widget);
    }
    // The lesson stays in sight: a dock it shows that shares its tab group goes below it.
    if (!shown.isEmpty() && !m_presentation->isActive()) {
        for (QDockWidget *dock : {m_walkthroughDock, m_interventionDock}) {
            if (!shown.contains(dock->objectName())
                || !m_window->tabifiedDockWidgets(dock).contains(m_lessonDock))
                continue;
            // A dock in a tab group cannot be split: take both out of theirs first.
            const Qt::DockWidgetArea area = m_window->dockWidgetArea(m_lessonDock);
            m_window->removeDockWidget(dock);
            m_window->removeDockWidget(m_lessonDock);
            m_window->addDockWidget(area, m_lessonDock);
            m_window->splitDockWidget(m_lessonDock, dock, Qt::Vertical);
            m_lessonDock->show();
            dock->show();
        }
        m_lessonDock->raise();
    }
}

void Classroom::showPipeline()
{
    const QList<QWidget *> widgets = controls(QStringLiteral("pipeline"));
    for (QWidget *widget : widgets)
        bringToFront(widget);
}

void Classroom::updateStage()
{
    if (!m_hooks.pipeline)
        return;
    const int walkStage = m_walkthrough->highlightedStage();
    const int lessonStage = m_session->stage();
    int stage
        = (m_walkthroughHighlights && walkStage >= 0) || lessonStage < 0 ? walkStage : lessonStage;
    // One head without an output projection ends at weights·V: the final output, concat and
    // W_o stages are that one.
    if (stage > int(PipelineStage::HeadOutput)
        && m_hooks.pipeline->panelOfStage(PipelineStage(stage)) < 0)
        stage = int(PipelineStage::HeadOutput);
    m_hooks.pipeline->setHighlightedStage(stage);
}

void Classroom::followWalkthrough()
{
    if (!m_walkthrough->isActive() || !m_hooks.viewOptions || !m_hooks.setViewOptions)
        return;
    ViewOptions options = m_hooks.viewOptions();
    const bool severalHeads
        = m_walkthrough->snapshot() && m_walkthrough->snapshot()->result.numHeads > 1;
    if (options.highlightRow == m_walkthrough->row()
        && (!severalHeads || options.allHeads || options.head == m_walkthrough->head()))
        return;
    options.highlightRow = m_walkthrough->row();
    if (severalHeads && !options.allHeads)
        options.head = m_walkthrough->head();
    m_hooks.setViewOptions(options);
}

void Classroom::setOptions(const ViewOptions &options)
{
    m_interventionPanel->setConcealed(options.conceal);
    if (options.highlightRow >= 0)
        m_walkthrough->setRow(options.highlightRow);
    if (!options.allHeads)
        m_walkthrough->setHead(options.head);
}

void Classroom::setFontScale(double scale)
{
    if (!m_hooks.viewOptions || !m_hooks.setViewOptions)
        return;
    ViewOptions options = m_hooks.viewOptions();
    // The views' own text size (View > Text Size) comes back when the presentation ends.
    if (m_presentation->isActive() && m_fontScaleBefore <= 0)
        m_fontScaleBefore = options.fontScale;
    if (!m_presentation->isActive()) {
        scale = m_fontScaleBefore > 0 ? m_fontScaleBefore : options.fontScale;
        m_fontScaleBefore = 0;
    }
    const bool presenting = m_presentation->isActive();
    if (options.fontScale == scale && options.fillArea == presenting)
        return;
    options.fontScale = scale;
    // The matrices fill the screen in presentation mode, and only there.
    options.fillArea = presenting;
    if (!presenting)
        options.focusStage = -1;
    m_hooks.setViewOptions(options);
}

Classroom *installClassroom(QMainWindow *window, Document *document, const ClassroomHooks &hooks)
{
    return new Classroom(window, document, hooks);
}

} // namespace attn::ui
