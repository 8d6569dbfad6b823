// MainWindow: building the actions, menus, toolbars, views and the editor dock.

#include "MainWindow.h"
#include "ToolBarRows.h"

#include "Announcer.h"
#include "ColorMaps.h"
#include "DirectPanel.h"
#include "DivisorControl.h"
#include "Document.h"
#include "ElidedComboBox.h"
#include "ExampleTitles.h"
#include "Examples.h"
#include "HeadsView.h"
#include "HelpMenu.h"
#include "KeyboardAccess.h"
#include "LazyPage.h"
#include "NumberFormat.h"
#include "OrderActions.h"
#include "PipelineView.h"
#include "ProjectionsPanel.h"
#include "ShapePanel.h"
#include "Theme.h"
#include "TokensPanel.h"
#include "UndoCommands.h"
#include "Verbosity.h"
#include "WeightsView.h"
#include "WindowAccess.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QProgressBar>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace attn::ui {

void MainWindow::createActions()
{
    m_quit = new QAction(tr("&Quit"), this);
    m_quit->setShortcut(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);

    m_undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    m_redo->setShortcut(QKeySequence::Redo);
    m_copy = new QAction(tr("&Copy"), this);
    m_copy->setShortcut(QKeySequence::Copy);
    m_copy->setStatusTip(tr("Copy the selected cells as tab-separated text"));
    connect(m_copy, &QAction::triggered, this, &MainWindow::copy);
    m_paste = new QAction(tr("&Paste"), this);
    m_paste->setShortcut(QKeySequence::Paste);
    m_paste->setStatusTip(tr("Paste tab-separated numbers (from a spreadsheet) into the table"));
    connect(m_paste, &QAction::triggered, this, &MainWindow::paste);
    m_randomScenario = new QAction(tr("&Random Scenario…"), this);
    connect(m_randomScenario, &QAction::triggered, this, &MainWindow::showRandomScenarioDialog);

    m_scale = new QAction(tr("Scale by 1/√d_k"), this);
    m_scale->setObjectName(QStringLiteral("scaleAction"));
    m_scale->setCheckable(true);
    m_scale->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    m_scale->setToolTip(tr("Divide the scores Q·Kᵀ by √d_k before softmax"));
    connect(m_scale, &QAction::triggered, this, [this](bool on) {
        announceAfterRecompute(on ? tr("Scaling on: weights recomputed")
                                  : tr("Scaling off: weights recomputed"));
        m_document->undoStack()->push(new SetScale(m_document, on));
    });
    m_causal = new QAction(tr("Causal mask"), this);
    m_causal->setObjectName(QStringLiteral("causalAction"));
    m_causal->setCheckable(true);
    m_causal->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_causal->setToolTip(tr("Each query sees only itself and earlier keys (j ≤ i)"));
    connect(m_causal, &QAction::triggered, this, [this](bool on) {
        announceAfterRecompute(on ? tr("Causal mask on: weights recomputed")
                                  : tr("Causal mask off: weights recomputed"));
        m_document->undoStack()->push(new SetCausal(m_document, on));
    });
    m_causalAlignment = new QAction(tr("Causal mask bottom-right"), this);
    m_causalAlignment->setObjectName(QStringLiteral("causalAlignmentAction"));
    m_causalAlignment->setCheckable(true);
    m_causalAlignment->setToolTip(
        tr("Line the causal mask up at the bottom right: the last query sees every key, as a "
           "query generated after the keys (j ≤ i + keys − queries). Off: top-left (j ≤ i)"));
    connect(m_causalAlignment, &QAction::triggered, this, [this](bool on) {
        announceAfterRecompute(on ? tr("Causal mask bottom-right: weights recomputed")
                                  : tr("Causal mask top-left: weights recomputed"));
        m_document->undoStack()->push(new SetCausalAlignment(
            m_document, on ? CausalAlignment::BottomRight : CausalAlignment::TopLeft));
    });
    m_editMask = new QAction(tr("Edit mask"), this);
    m_editMask->setObjectName(QStringLiteral("editMaskAction"));
    m_editMask->setCheckable(true);
    m_editMask->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    m_editMask->setToolTip(tr("Click cells of the weights heatmap to block or allow them"));
    m_clearMask = new QAction(tr("Clear custom mask"), this);
    m_clearMask->setObjectName(QStringLiteral("clearMaskAction"));
    m_clearMask->setToolTip(tr("Remove every cell blocked by hand (causal and padding stay)"));
    connect(m_clearMask, &QAction::triggered, this, [this] {
        if (!m_document->scenario().mask)
            return;
        announceAfterRecompute(tr("Custom mask cleared: weights recomputed"));
        m_document->undoStack()->push(attn::ui::clearMask(m_document));
    });
    m_lockScoreScale = new QAction(tr("&Lock Score Colour Scale"), this);
    m_lockScoreScale->setCheckable(true);
    m_lockScoreScale->setToolTip(tr("One colour scale for scores, scaled scores and mask, so "
                                    "scaled and unscaled compare honestly"));
    connect(m_lockScoreScale, &QAction::toggled, this, [this](bool on) {
        m_options.lockScoreScale = on;
        applyOptions();
    });
}

void MainWindow::createMenus()
{
    createFileAndEditMenus();
    createViewMenu();
    createExamplesMenu();
    // Help > Keyboard Shortcuts, About (HelpMenu.h): last, after every other menu.
    installHelpMenu(this);
}

/// File (Quit; the File menu's actions are installed above it later) and Edit.
void MainWindow::createFileAndEditMenus()
{
    m_fileMenu = menuBar()->addMenu(tr("&File"));
    m_fileMenu->setObjectName(QStringLiteral("fileMenu"));
    m_fileMenu->addAction(m_quit);

    m_editMenu = menuBar()->addMenu(tr("&Edit"));
    m_editMenu->setObjectName(QStringLiteral("editMenu"));
    m_editMenu->addAction(m_undo);
    m_editMenu->addAction(m_redo);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_copy);
    m_editMenu->addAction(m_paste);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_scale);
    m_editMenu->addAction(m_causal);
    m_editMenu->addAction(m_causalAlignment);
    m_editMenu->addAction(m_editMask);
    m_editMenu->addAction(m_clearMask);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_randomScenario);
    installOrderActions(m_document, m_editMenu);
}

/// View: the editors, the screen reader's verbosity and the drawing options; the views are
/// listed above them once every tab exists (listViewTabs()).
void MainWindow::createViewMenu()
{
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    QAction *editors = m_editorDock->toggleViewAction();
    editors->setText(tr("&Editors"));
    // F9 as in KDE's side panels; Ctrl+0 is "reset text size" in presentation mode.
    editors->setShortcut(QKeySequence(Qt::Key_F9));
    m_viewMenu->addAction(editors);
    m_viewMenu->addAction(m_lockScoreScale);
    // How much a screen reader says on each heatmap cell; remembered.
    addVerbosityMenu(m_viewMenu);

    addColorMapMenu(m_viewMenu);
    addThemeMenu(m_viewMenu);
    addTextSizeMenu(m_viewMenu);
    addPrecisionMenu(m_viewMenu);
}

/// View: every view tab by name at the top, the first nine also by Ctrl+1..9 (the tenth and
/// later by their menu letter: Ctrl+0 resets the text size in presentation mode, and
/// Ctrl+1 + 9 would be Ctrl+:).
void MainWindow::listViewTabs()
{
    QAction *before = m_viewMenu->actions().value(0);
    for (int i = 0; i < m_viewTabs->count(); ++i) {
        auto *show = new QAction(m_viewTabs->tabText(i), this);
        if (i < 9)
            show->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        connect(show, &QAction::triggered, this, [this, i] { m_viewTabs->setCurrentIndex(i); });
        m_viewMenu->insertAction(before, show);
        // Also on the window: Ctrl+1..9 must switch views when presentation mode hides the
        // menu bar (a hidden menu's shortcuts do not fire).
        addAction(show);
    }
    m_viewMenu->insertSeparator(before);
}

/// View > Colour Map: remembered; the exports draw with the same options as the screen.
void MainWindow::addColorMapMenu(QMenu *view)
{
    QMenu *colors = view->addMenu(tr("&Colour Map"));
    colors->setObjectName(QStringLiteral("colorMapMenu"));
    colors->setToolTipsVisible(true);
    m_colorMaps = new QActionGroup(this);
    // Remembered across runs; the exports draw with the same options as the screen.
    m_options.colorMap = int(colorMapFromIndex(savedColorMap(m_options.colorMap)));
    const QList<SnapshotView *> mappedViews = snapshotViews();
    for (SnapshotView *view : mappedViews)
        view->setOptions(m_options);
    const std::pair<ColorMapId, QString> maps[] = {{ColorMapId::Viridis, tr("Viridis")},
                                                   {ColorMapId::Cividis, tr("Cividis")},
                                                   {ColorMapId::Grayscale, tr("Grayscale")}};
    for (const auto &[id, name] : maps) {
        QAction *a = colors->addAction(name);
        a->setCheckable(true);
        a->setChecked(int(id) == m_options.colorMap);
        a->setData(int(id));
        a->setToolTip(id == ColorMapId::Grayscale
                          ? tr("Gray for every matrix, for printing; masked cells stay hatched")
                          : tr("For the weights; signed matrices (scores, Q, K, V) use the "
                               "diverging blue–white–red map"));
        m_colorMaps->addAction(a);
    }
    connect(m_colorMaps, &QActionGroup::triggered, this, [this](QAction *a) {
        m_options.colorMap = a->data().toInt();
        saveColorMap(m_options.colorMap);
        applyOptions();
    });
    connect(this, &MainWindow::viewOptionsChanged, this, [this](const ViewOptions &options) {
        const QList<QAction *> actions = m_colorMaps->actions();
        for (QAction *a : actions)
            a->setChecked(a->data().toInt() == options.colorMap);
    });
}

/// View > Theme: System, Light or Dark, remembered.
void MainWindow::addThemeMenu(QMenu *view)
{
    QMenu *themes = view->addMenu(tr("The&me"));
    themes->setObjectName(QStringLiteral("themeMenu"));
    auto *themeGroup = new QActionGroup(this);
    const Theme current = savedTheme();
    const std::pair<Theme, QString> themeNames[] = {
        {Theme::System, tr("&System")}, {Theme::Light, tr("&Light")}, {Theme::Dark, tr("&Dark")}};
    for (const auto &[theme, name] : themeNames) {
        QAction *a = themes->addAction(name);
        a->setCheckable(true);
        a->setChecked(theme == current);
        a->setData(int(theme));
        themeGroup->addAction(a);
    }
    connect(themeGroup, &QActionGroup::triggered, this,
            [](QAction *a) { applyTheme(Theme(a->data().toInt())); });
    if (current != Theme::System)
        applyTheme(current);
}

/// View > Text Size: 100 to 200 %.
void MainWindow::addTextSizeMenu(QMenu *view)
{
    QMenu *text = view->addMenu(tr("&Text Size"));
    m_textSizes = new QActionGroup(this);
    for (int percent : {100, 125, 150, 200}) {
        QAction *a = text->addAction(tr("%1 %").arg(percent));
        a->setCheckable(true);
        a->setChecked(percent == 100);
        a->setData(percent / 100.0);
        m_textSizes->addAction(a);
    }
    connect(m_textSizes, &QActionGroup::triggered, this, [this](QAction *a) {
        m_options.fontScale = a->data().toDouble();
        applyOptions();
    });
}

/// View > Precision: the decimals of the numbers in cells, their tooltips and the exports.
void MainWindow::addPrecisionMenu(QMenu *view)
{
    // The decimals of the numbers in cells, their tooltips and the exports; remembered.
    QMenu *precision = view->addMenu(tr("Precisio&n"));
    precision->setObjectName(QStringLiteral("precisionMenu"));
    m_precisions = new QActionGroup(this);
    setCellDecimals(QSettings().value(QStringLiteral("view/cellDecimals"), 3).toInt());
    for (int decimals : {2, 3, 4}) {
        QAction *a = precision->addAction(tr("%n decimal(s)", nullptr, decimals));
        a->setCheckable(true);
        a->setChecked(decimals == cellDecimals());
        a->setData(decimals);
        m_precisions->addAction(a);
    }
    connect(m_precisions, &QActionGroup::triggered, this, [this](QAction *a) {
        setCellDecimals(a->data().toInt());
        QSettings().setValue(QStringLiteral("view/cellDecimals"), cellDecimals());
        applyOptions(); // lays out and repaints every view with the new cell text
    });
}

/// Examples: every built-in example, the current one checked.
void MainWindow::createExamplesMenu()
{
    m_examplesMenu = menuBar()->addMenu(tr("E&xamples"));
    m_examplesMenu->setObjectName(QStringLiteral("examplesMenu"));
    m_exampleActions = new QActionGroup(this);
    const QList<ExampleInfo> examples = builtInExamples();
    for (const ExampleInfo &info : examples) {
        QAction *a = m_examplesMenu->addAction(exampleTitleText(info.title));
        a->setData(info.name);
        a->setCheckable(true);
        m_exampleActions->addAction(a);
    }
    connect(m_exampleActions, &QActionGroup::triggered, this,
            [this](QAction *a) { openExample(a->data().toString()); });
}

void MainWindow::createToolBars()
{
    m_mainToolBar = addToolBar(tr("Main"));
    m_mainToolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_exampleSelector = new ElidedComboBox(m_mainToolBar);
    m_exampleSelector->setObjectName(QStringLiteral("exampleSelector"));
    keepValueInAccessibleName(m_exampleSelector, tr("Example"));
    m_exampleSelector->setToolTip(tr("Open a built-in example"));
    m_exampleSelector->setPlaceholderText(tr("Examples…"));
    m_exampleSelector->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_exampleSelector->setMinimumContentsLength(28);
    const QList<ExampleInfo> examples = builtInExamples();
    for (const ExampleInfo &info : examples)
        m_exampleSelector->addItem(exampleTitleText(info.title), info.name);
    connect(m_exampleSelector, &QComboBox::activated, this, [this](int index) {
        if (!openExample(m_exampleSelector->itemData(index).toString()))
            onScenarioChanged(); // cancelled: show the open document again
    });
    auto *exampleLabel = new QLabel(tr("Example:"), m_mainToolBar);
    exampleLabel->setBuddy(m_exampleSelector);
    exampleLabel->setContentsMargins(4, 0, 4, 0);
    m_mainToolBar->addWidget(exampleLabel);
    m_mainToolBar->addWidget(m_exampleSelector);
    m_mainToolBar->addSeparator();
    m_mainToolBar->addAction(m_undo);
    m_mainToolBar->addAction(m_redo);

    // The formula's switches: always visible, on a row of their own.
    addToolBarBreak();
    m_attentionToolBar = addToolBar(tr("Attention"));
    m_attentionToolBar->setObjectName(QStringLiteral("attentionToolBar"));
    m_attentionToolBar->setMovable(false);
    m_attentionToolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_attentionToolBar->addAction(m_scale);
    m_divisor = new DivisorControl(m_document, m_attentionToolBar);
    m_divisor->setObjectName(QStringLiteral("divisorControl"));
    m_attentionToolBar->addWidget(m_divisor);
    m_attentionToolBar->addSeparator();
    m_attentionToolBar->addAction(m_causal);
    m_attentionToolBar->addAction(m_causalAlignment);
    m_attentionToolBar->addSeparator();
    m_headSelector = new QComboBox(m_attentionToolBar);
    m_headSelector->setObjectName(QStringLiteral("headSelector"));
    keepValueInAccessibleName(m_headSelector, tr("Head"));
    m_headSelector->setToolTip(tr("The head the weights, scores and pipeline show"));
    m_headSelector->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_headSelector, &QComboBox::activated, this, &MainWindow::onHeadSelected);
    auto *headLabel = new QLabel(tr("Head:"), m_attentionToolBar);
    headLabel->setBuddy(m_headSelector);
    headLabel->setContentsMargins(4, 0, 4, 0);
    m_attentionToolBar->addWidget(headLabel);
    m_attentionToolBar->addWidget(m_headSelector);
    m_attentionToolBar->addSeparator();
    m_attentionToolBar->addAction(m_editMask);
    m_attentionToolBar->addAction(m_clearMask);
    // The classroom's strip: the decimals in the cells at hand (the same actions as View >
    // Precision), then the stage focus and Predict (ClassroomInstall). On the switches' row
    // while it has room, on a row of its own below when not (also in presentation mode).
    m_classroomToolBar = addToolBar(tr("Classroom"));
    m_classroomToolBar->setObjectName(QStringLiteral("classroomToolBar"));
    m_classroomToolBar->setMovable(false);
    m_classroomToolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    if (auto *precision = findChild<QMenu *>(QStringLiteral("precisionMenu")))
        addPrecisionButton(m_classroomToolBar, precision);
    wrapToolBarWhenNarrow(this, m_attentionToolBar, m_classroomToolBar);
    // Tab reaches the toolbars' switches (and the file actions added later).
    makeToolBarsReachable(this);
}

void MainWindow::createViews()
{
    m_viewTabs = new QTabWidget(this);
    m_viewTabs->setObjectName(QStringLiteral("viewTabs"));
    m_viewTabs->setDocumentMode(true);
    addPages();
    setCentralWidget(m_viewTabs);
    letTabLeaveItemViews(m_viewTabs);

    // Another scenario: the cells clicked so far belonged to the old one.
    connect(m_document, &Document::documentReset, m_editMask,
            [this] { m_editMask->setChecked(false); });
    connect(m_editMask, &QAction::toggled, this, [this](bool on) {
        for (HeatmapViewBase *view :
             {static_cast<HeatmapViewBase *>(m_weights), static_cast<HeatmapViewBase *>(m_pipeline),
              static_cast<HeatmapViewBase *>(m_heads)})
            view->setMaskEditing(on);
        if (on && m_viewTabs->currentWidget() != m_pipeline
            && m_viewTabs->currentWidget() != m_heads)
            showView(QStringLiteral("weights"));
        showMessage(on ? tr("Click a cell of the weights to block or allow it") : QString(), 6000);
        updateSwitchTexts();
        if (m_announcer)
            m_announcer->announce(on ? tr("Mask editing on: Enter or a click on a weights cell "
                                          "blocks or allows it")
                                     : tr("Mask editing off"));
    });
}

void MainWindow::createEditorDock()
{
    m_editorDock = new QDockWidget(tr("Editors"), this);
    m_editorDock->setObjectName(QStringLiteral("editorDock"));
    m_editorDock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable
                              | QDockWidget::DockWidgetFloatable);
    auto *box = new QWidget(m_editorDock);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_shapePanel = new ShapePanel(m_document, box);
    m_shapePanel->setObjectName(QStringLiteral("shapePanel"));
    m_editorTabs = new QTabWidget(box);
    m_editorTabs->setObjectName(QStringLiteral("editorTabs"));
    m_tokensPanel = new TokensPanel(m_document, m_editorTabs);
    m_tokensPanel->setObjectName(QStringLiteral("tokensPanel"));
    // Refused input and notes stay a while: the learner has to read why.
    auto note = [this](const QString &text) { showMessage(text, 8000); };
    // The projections and Q, K, V pages are made when first shown (one of them is hidden in
    // each mode, and a start makes only what it shows).
    m_projectionsPage = makeLazyPage([this, note](QWidget *parent) {
        auto *panel = new ProjectionsPanel(m_document, parent);
        panel->setObjectName(QStringLiteral("projectionsPanel"));
        connect(panel, &ProjectionsPanel::statusMessage, this, note);
        return panel;
    });
    m_directPage = makeLazyPage([this, note](QWidget *parent) {
        auto *panel = new DirectPanel(m_document, parent);
        panel->setObjectName(QStringLiteral("directPanel"));
        connect(panel, &DirectPanel::statusMessage, this, note);
        return panel;
    });
    m_editorTabs->addTab(m_tokensPanel, tr("T&okens"));
    m_editorTabs->addTab(m_projectionsPage, tr("P&rojections"));
    m_editorTabs->addTab(m_directPage, tr("&Q, K, V"));
    layout->addWidget(m_shapePanel);
    layout->addWidget(m_editorTabs, 1);
    m_editorDock->setWidget(box);
    letTabLeaveItemViews(box);
    addDockWidget(Qt::LeftDockWidgetArea, m_editorDock);

    connect(m_tokensPanel, &TokensPanel::statusMessage, this, note);
    connect(m_shapePanel, &ShapePanel::randomScenarioRequested, this,
            &MainWindow::showRandomScenarioDialog);
}

} // namespace attn::ui
