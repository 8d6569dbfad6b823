#include "MainWindow.h"

#include "Announcer.h"
#include "DirectPanel.h"
#include "DivisorControl.h"
#include "Document.h"
#include "ExampleTitles.h"
#include "Examples.h"
#include "HeadsView.h"
#include "MatrixTable.h"
#include "PipelineView.h"
#include "ProjectionsPanel.h"
#include "RandomScenarioDialog.h"
#include "ShapePanel.h"
#include "StatsPanel.h"
#include "SweepPanel.h"
#include "TokensPanel.h"
#include "UndoCommands.h"
#include "WeightsView.h"
#include "WindowAccess.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QScreen>
#include <QSettings>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoStack>

namespace attn::ui {

namespace {

const QString geometryKey = QStringLiteral("mainWindow/geometry");
const QString stateKey = QStringLiteral("mainWindow/state");

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new Document(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    createActions();
    createViews();
    createEditorDock();
    createMenus();
    createToolBars();
    addComputeInDouble();
    listViewTabs();

    m_resultLabel = new QLabel(this);
    m_resultLabel->setObjectName(QStringLiteral("resultLabel"));
    m_busy = new QProgressBar(this);
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(120);
    m_busy->setAccessibleName(tr("Computing"));
    m_busy->setFormat(tr("Computing…"));
    m_busy->hide();
    m_announcer = new Announcer(this);
    statusBar()->addPermanentWidget(m_announcer);
    statusBar()->addPermanentWidget(m_resultLabel);
    statusBar()->addPermanentWidget(m_busy);

    connectDocument();
    // Hidden lesson and walkthrough docks leave no invisible tab list in the Tab cycle.
    keepHiddenDockTabsOutOfFocus(this);
    restoreGeometryOrSize();
    onStructureChanged();
    onScenarioChanged();
    onSnapshot(m_document->snapshot());
}

MainWindow::~MainWindow() = default;

void MainWindow::connectDocument()
{
    connect(m_document, &Document::snapshotChanged, this, &MainWindow::onSnapshot);
    connect(m_document, &Document::scenarioChanged, this, &MainWindow::onScenarioChanged);
    connect(m_document, &Document::structureChanged, this, &MainWindow::onStructureChanged);
    connect(m_document, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::busy, this, [this](bool busy) { m_busy->setVisible(busy); });
}

QList<SnapshotView *> MainWindow::snapshotViews() const
{
    return m_snapshotViews;
}

void MainWindow::setViewOptions(const ViewOptions &options)
{
    m_options = options;
    applyOptions();
}

void MainWindow::applyOptions()
{
    const QList<SnapshotView *> views = snapshotViews();
    for (SnapshotView *view : views)
        view->setOptions(m_options);
    {
        const QSignalBlocker blocker(m_headSelector);
        m_headSelector->setCurrentIndex(m_options.allHeads ? 0 : m_options.head + 1);
    }
    emit viewOptionsChanged(m_options);
}

void MainWindow::onSnapshot(SnapshotPtr snapshot)
{
    if (!snapshot)
        return;
    // A hovered cell's formula told the old numbers: it goes with them (hovering again
    // tells the new ones).
    if (!m_viewFormula.isEmpty() && statusBar()->currentMessage() == m_viewFormula)
        statusBar()->clearMessage();
    m_viewFormula.clear();
    const QList<SnapshotView *> views = snapshotViews();
    for (SnapshotView *view : views)
        view->setSnapshot(snapshot);
    if (!m_pendingAnnouncement.isEmpty()) {
        m_announcer->announce(m_pendingAnnouncement);
        m_pendingAnnouncement.clear();
    } else if (snapshot->scenario.scale != m_announcedScale
               || snapshot->scenario.causal != m_announcedCausal) {
        // "Causal mask off: weights recomputed" said of the scenario before: no longer true.
        m_announcer->withdraw();
    }
    m_announcedScale = snapshot->scenario.scale;
    m_announcedCausal = snapshot->scenario.causal;
    const AttentionResult &r = snapshot->result;
    if (r.ok) {
        m_resultLabel->clear();
        m_resultLabel->setToolTip(QString());
        // The refusal no longer holds: do not leave it standing in the status bar.
        if (!m_engineError.isEmpty() && statusBar()->currentMessage() == m_engineError)
            statusBar()->clearMessage();
        m_engineError.clear();
    } else {
        m_engineError = QString::fromStdString(r.error);
        m_resultLabel->setText(tr("⚠ The engine refused this scenario"));
        m_resultLabel->setToolTip(m_engineError);
        showMessage(m_engineError);
    }
}

void MainWindow::onScenarioChanged()
{
    const Scenario &s = m_document->scenario();
    const QSignalBlocker b1(m_scale), b2(m_causal), b2a(m_causalAlignment);
    m_scale->setChecked(s.scale);
    m_causal->setChecked(s.causal);
    m_causalAlignment->setChecked(s.causalAlignment == CausalAlignment::BottomRight);
    m_clearMask->setEnabled(s.mask.has_value());
    updateSwitchTexts();
    const bool direct = s.mode == Mode::Direct;
    m_editorTabs->setTabVisible(0, true);
    m_editorTabs->setTabText(0, direct ? tr("&Keys") : tr("T&okens"));
    m_editorTabs->setTabVisible(1, !direct);
    m_editorTabs->setTabVisible(2, direct);
    const int heads = direct ? 1 : std::max(1, s.numHeads);
    if (m_headSelector->count() != heads + 1)
        fillHeadSelector();

    const QString title = exampleTitleText(QString::fromStdString(s.title));
    int example = -1;
    for (int i = 0; i < m_exampleSelector->count(); ++i)
        if (m_exampleSelector->itemText(i) == title)
            example = i;
    const QSignalBlocker b3(m_exampleSelector);
    m_exampleSelector->setCurrentIndex(example);
    const QList<QAction *> actions = m_exampleActions->actions();
    for (int i = 0; i < actions.size(); ++i)
        actions[i]->setChecked(i == example);
    updateTitle();
}

void MainWindow::onStructureChanged()
{
    const Scenario &s = m_document->scenario();
    if (m_options.highlightRow >= s.queryCount())
        m_options.highlightRow = -1;
    fillHeadSelector();
    applyOptions();
}

void MainWindow::fillHeadSelector()
{
    const Scenario &s = m_document->scenario();
    const int heads = s.mode == Mode::Direct ? 1 : std::max(1, s.numHeads);
    m_options.head = std::clamp(m_options.head, 0, heads - 1);
    const QSignalBlocker blocker(m_headSelector);
    m_headSelector->clear();
    m_headSelector->addItem(tr("All heads"), -1);
    for (int h = 0; h < heads; ++h)
        m_headSelector->addItem(tr("Head %1").arg(h + 1), h);
    m_headSelector->setCurrentIndex(m_options.allHeads ? 0 : m_options.head + 1);
}

void MainWindow::onHeadSelected(int index)
{
    const int head = m_headSelector->itemData(index).toInt();
    m_options.allHeads = head < 0;
    if (head >= 0)
        m_options.head = head;
    // The weights and scores show one head; the heads view shows them all.
    QWidget *current = m_viewTabs->currentWidget();
    if (m_options.allHeads && (current == m_weights || current == m_scores))
        showView(QStringLiteral("heads"));
    else if (!m_options.allHeads && current == m_heads)
        showView(QStringLiteral("weights"));
    applyOptions();
}

void MainWindow::onQueryRowActivated(int row)
{
    // A second click on the followed row lets it go.
    m_options.highlightRow = row == m_options.highlightRow ? -1 : row;
    applyOptions();
}

void MainWindow::onCellToggleRequested(int row, int column)
{
    const Scenario &s = m_document->scenario();
    if (row < 0 || column < 0 || row >= s.queryCount() || column >= s.keyCount())
        return;
    m_document->undoStack()->push(toggleMaskCell(m_document, row, column));
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*]").arg(m_document->displayTitle()));
    setWindowModified(m_document->isModified());
    setWindowFilePath(m_document->filePath());
}

void MainWindow::updateSwitchTexts()
{
    // The toolbar's button shows the name (its check state speaks for itself); the Edit
    // menu says the off state in words, which a screen reader does not say for a menu item.
    const Scenario &s = m_document->scenario();
    const bool divisor = s.divisor && s.scale;
    m_scale->setIconText(divisor ? tr("Scale by 1/divisor") : tr("Scale by 1/√d_k"));
    m_scale->setText(divisor   ? tr("Scale by 1/divisor")
                     : s.scale ? tr("Scale by 1/√d_k")
                               : tr("Scale by 1/√d_k (off)"));
    m_causal->setIconText(tr("Causal mask"));
    m_causal->setText(s.causal ? tr("Causal mask") : tr("Causal mask (off)"));
    m_editMask->setIconText(tr("Edit mask"));
    m_editMask->setText(m_editMask->isChecked() ? tr("Edit mask") : tr("Edit mask (off)"));
}

void MainWindow::showMessage(const QString &text, int timeoutMs)
{
    statusBar()->showMessage(text, timeoutMs);
}

bool MainWindow::maybeDiscardChanges()
{
    if (m_discardGuard)
        return m_discardGuard();
    if (!m_document->isModified())
        return true;
    return QMessageBox::question(
               this, tr("Discard Changes?"),
               tr("“%1” has unsaved changes. Discard them?").arg(m_document->displayTitle()),
               QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel)
           == QMessageBox::Discard;
}

bool MainWindow::openExample(const QString &name)
{
    if (!maybeDiscardChanges())
        return false;
    Scenario scenario;
    QString error;
    if (!loadExample(name, scenario, &error)) {
        QMessageBox::warning(this, tr("Cannot Open Example"), error);
        return false;
    }
    m_options.highlightRow = -1;
    m_document->reset(scenario, QString());
    return true;
}

void MainWindow::copy()
{
    QWidget *focus = QApplication::focusWidget();
    if (auto *table = qobject_cast<MatrixTable *>(focus))
        table->copySelection();
    else if (auto *line = qobject_cast<QLineEdit *>(focus))
        line->copy();
    else
        showMessage(tr("Select cells of a table to copy them"), 5000);
}

void MainWindow::paste()
{
    QWidget *focus = QApplication::focusWidget();
    if (auto *table = qobject_cast<MatrixTable *>(focus))
        table->paste();
    else if (auto *line = qobject_cast<QLineEdit *>(focus))
        line->paste();
    else
        showMessage(tr("Click a cell of a table, then paste"), 5000);
}

void MainWindow::showRandomScenarioDialog()
{
    RandomScenarioDialog dialog(this);
    const Scenario &s = m_document->scenario();
    RandomScenarioOptions options;
    if (s.mode == Mode::SelfAttention) {
        options.tokens = std::max(1, int(s.tokens.size()));
        options.dModel = std::max(1, int(s.embeddings.cols()));
        options.numHeads = s.numHeads;
    }
    dialog.setOptions(options);
    if (dialog.exec() != QDialog::Accepted)
        return;
    // The title is the learner's from now on: written in the interface language, it is
    // what the window, the save dialog and the saved file show.
    Scenario scenario = randomScenario(dialog.options());
    scenario.title = tr("Random scenario (seed %1)").arg(dialog.options().seed).toStdString();
    m_document->undoStack()->push(
        replaceScenario(m_document, scenario, [] { return tr("Random scenario"); }));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeDiscardChanges()) {
        event->ignore();
        return;
    }
    emit aboutToClose();
    saveSettings();
    event->accept();
}

void MainWindow::restoreGeometryOrSize()
{
    const QSettings settings;
    if (!restoreGeometry(settings.value(geometryKey).toByteArray())) {
        // First start: most of the screen, never more than a projector's 1920 x 1080.
        const QScreen *screen = QApplication::primaryScreen();
        const QSize available = screen ? screen->availableSize() : QSize(1366, 768);
        resize(std::min(available.width(), 1600), std::min(available.height(), 1000));
        resizeDocks({m_editorDock}, {std::min(480, available.width() * 34 / 100)}, Qt::Horizontal);
        m_firstStart = true;
    }
}

void MainWindow::restoreLayout()
{
    restoreState(QSettings().value(stateKey).toByteArray());
    for (QDockWidget *dock : findChildren<QDockWidget *>()) {
        if (dock->property("sessionOnly").toBool())
            dock->hide();
    }
    for (QToolBar *bar : findChildren<QToolBar *>()) {
        if (bar->property("sessionOnly").toBool())
            bar->hide();
    }
}

void MainWindow::showAsRemembered()
{
    if (m_firstStart)
        showMaximized();
    else
        show();
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(geometryKey, saveGeometry());
    settings.setValue(stateKey, saveState());
}

} // namespace attn::ui
