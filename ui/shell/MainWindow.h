#pragma once

#include "PageRegistry.h"
#include "Snapshot.h"
#include "ViewOptions.h"

#include <QHash>
#include <QMainWindow>

#include <functional>

class QAction;
class QActionGroup;
class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QTabWidget;
class QToolBar;

namespace attn::ui {

class Announcer;
class DirectPanel;
class DivisorControl;
class Document;
class HeadsView;
class LazyPage;
class PipelineView;
class ProjectionsPanel;
class ShapePanel;
class SnapshotView;
class StatsPanel;
class SweepPanel;
class TokensPanel;
class WeightsView;

/// The main window: wires the document, the editor panels and the views together. It
/// computes nothing and paints nothing: the engine computes (through the Document), the
/// views paint, the panels push undo commands.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    Document *document() const { return m_document; }
    const ViewOptions &viewOptions() const { return m_options; }
    void setViewOptions(const ViewOptions &options);

    // For other parts of the GUI (file actions, export, help) to add to.
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *editMenu() const { return m_editMenu; }
    QMenu *viewMenu() const { return m_viewMenu; }
    QToolBar *mainToolBar() const { return m_mainToolBar; }
    QToolBar *attentionToolBar() const { return m_attentionToolBar; }
    /// The decimals, the stage focus and Predict: beside the switches, or below them.
    QToolBar *classroomToolBar() const { return m_classroomToolBar; }
    // statusBar(): QMainWindow's
    QAction *quitAction() const { return m_quit; }

    QAction *scaleAction() const { return m_scale; }
    QAction *causalAction() const { return m_causal; }
    QAction *causalAlignmentAction() const { return m_causalAlignment; }
    QAction *editMaskAction() const { return m_editMask; }
    QAction *clearMaskAction() const { return m_clearMask; }
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    QComboBox *headSelector() const { return m_headSelector; }
    QComboBox *exampleSelector() const { return m_exampleSelector; }
    /// The live status line a screen reader speaks (what a toggle did).
    Announcer *announcer() const { return m_announcer; }
    DivisorControl *divisorControl() const { return m_divisor; }

    TokensPanel *tokensPanel() const { return m_tokensPanel; }
    ShapePanel *shapePanel() const { return m_shapePanel; }
    /// Made when their editor page is first shown, or now.
    ProjectionsPanel *projectionsPanel() const;
    DirectPanel *directPanel() const;
    QTabWidget *viewTabs() const { return m_viewTabs; }
    /// Every page of the view tabs by its id (ui/pages), in the tabs' order (the View menu
    /// lists the tabs; Ctrl+1 ... Ctrl+9 the first nine).
    const PageRegistry &pages() const { return m_pages; }
    /// The page `id` (or an alias) as its tab widget holds it: for a page made when first
    /// shown, its LazyPage (not made by asking); for a page of a page (the Cost tab's), that
    /// page, its parent made now. Null for an unknown id.
    QWidget *page(const QString &id) const;
    /// The widget of page `id`, made now if it was not yet; null for an unknown id.
    QWidget *pageWidget(const QString &id) const;
    /// The index in viewTabs() of page `id`, or of the tab holding it; -1 when unknown.
    int tabIndex(const QString &id) const;
    /// Brings page `id` to the front (its tab, and its page in the tab); false when unknown.
    bool showView(const QString &id);
    WeightsView *weightsView() const { return m_weights; }
    WeightsView *scoresView() const { return m_scores; }
    PipelineView *pipelineView() const { return m_pipeline; }
    HeadsView *headsView() const { return m_heads; }
    /// The statistics and sweep pages are made when first shown: asking for them makes them.
    StatsPanel *statsPanel() const;
    SweepPanel *sweepPanel() const;
    QDockWidget *editorDock() const { return m_editorDock; }

    /// Asked before the document is replaced (an example, a window close): returns
    /// whether to go on. The default asks to discard unsaved changes; the file actions
    /// replace it with Save / Discard / Cancel.
    void setDiscardGuard(std::function<bool()> guard) { m_discardGuard = std::move(guard); }
    bool maybeDiscardChanges();

    /// Loads the built-in example `name` as a new, unmodified document.
    bool openExample(const QString &name);

    /// The docks and toolbars where the user last left them. Called once every dock and
    /// toolbar exists (the classroom's, the predict bar): Qt restores only those it knows,
    /// and a state restored before a dock was added drops that dock's place in the layout.
    /// Docks and toolbars marked with the property `sessionOnly` (a lesson, the predict
    /// bar, the presentation banner) start hidden whatever was saved: they open when asked.
    void restoreLayout();

    /// Shows the window as it was last closed or, on the first start, maximised: a
    /// projector or a small laptop screen should not have to be filled by hand.
    void showAsRemembered();

signals:
    /// The head, followed row, colour map, ... changed (also through setViewOptions()).
    void viewOptionsChanged(const attn::ui::ViewOptions &options);
    /// The window closes (the unsaved changes are settled) and its layout is saved next:
    /// a mode that rearranges the window for a while (presentation) ends here, so the
    /// next start opens on the window as it is normally laid out.
    void aboutToClose();

public slots:
    void copy();
    void paste();
    void showRandomScenarioDialog();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createFileAndEditMenus();
    void createViewMenu();
    void listViewTabs();
    void addColorMapMenu(QMenu *view);
    void addThemeMenu(QMenu *view);
    void addTextSizeMenu(QMenu *view);
    void addPrecisionMenu(QMenu *view);
    void createExamplesMenu();
    void createToolBars();
    void createViews();

    // The view tabs from the page registry (MainWindowPages.cpp); the editors' projections
    // and Q, K, V pages.

    /// Registers every page and adds the tabs, each made when first shown unless eager.
    void addPages();
    /// What every page is made from.
    PageContext pageContext();
    /// A page just made: a SnapshotView gets the window's options and snapshots.
    void adoptPage(QWidget *widget);
    /// View > Compute in Double, which the Cost tab follows.
    void addComputeInDouble();
    /// A page (of any tab widget) whose widget `make` makes when it is first shown.
    LazyPage *makeLazyPage(const std::function<QWidget *(QWidget *)> &make);
    /// Its hovered cell's formula to the status bar; its row and cell clicks to the options
    /// and the mask.
    void wireSnapshotView(SnapshotView *view);
    void createEditorDock();
    void connectDocument();

    void applyOptions();
    void onSnapshot(SnapshotPtr snapshot);
    void onScenarioChanged();
    void onStructureChanged();
    void fillHeadSelector();
    void onHeadSelected(int index);
    void onQueryRowActivated(int row);
    void onCellToggleRequested(int row, int column);
    void updateTitle();
    /// Says a switch's new state in the Edit menu too ("Causal mask (off)").
    void updateSwitchTexts();
    /// Says `text` once the engine has recomputed (the next snapshot).
    void announceAfterRecompute(const QString &text) { m_pendingAnnouncement = text; }
    void showMessage(const QString &text, int timeoutMs = 0);
    void restoreGeometryOrSize();
    void saveSettings() const;
    QList<SnapshotView *> snapshotViews() const;

    Document *m_document;
    ViewOptions m_options;
    std::function<bool()> m_discardGuard;
    bool m_firstStart = false; ///< no saved geometry: showAsRemembered() maximises
    /// Scaling and the causal mask as the last snapshot shown has them: a change not
    /// announced (another example) takes the announcement of the old state away.
    bool m_announcedScale = true;
    bool m_announcedCausal = false;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_examplesMenu = nullptr;
    QToolBar *m_mainToolBar = nullptr;
    QToolBar *m_attentionToolBar = nullptr;
    QToolBar *m_classroomToolBar = nullptr;

    QAction *m_quit = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_copy = nullptr;
    QAction *m_paste = nullptr;
    QAction *m_randomScenario = nullptr;
    QAction *m_scale = nullptr;
    QAction *m_causal = nullptr;
    QAction *m_causalAlignment = nullptr;
    QAction *m_editMask = nullptr;
    QAction *m_clearMask = nullptr;
    QAction *m_lockScoreScale = nullptr;
    QActionGroup *m_colorMaps = nullptr;
    QActionGroup *m_textSizes = nullptr;
    QActionGroup *m_precisions = nullptr;
    QActionGroup *m_exampleActions = nullptr;
    QComboBox *m_headSelector = nullptr;
    QComboBox *m_exampleSelector = nullptr;
    DivisorControl *m_divisor = nullptr;

    QTabWidget *m_viewTabs = nullptr;
    PageRegistry m_pages;
    QHash<QString, QWidget *> m_tabPages; ///< the tabs' pages by their entry's id
    /// The pages made so far that show snapshots, fed by onSnapshot().
    QList<SnapshotView *> m_snapshotViews;
    WeightsView *m_weights = nullptr;
    WeightsView *m_scores = nullptr;
    PipelineView *m_pipeline = nullptr;
    HeadsView *m_heads = nullptr;
    QAction *m_computeInDouble = nullptr;

    QDockWidget *m_editorDock = nullptr;
    QTabWidget *m_editorTabs = nullptr;
    ShapePanel *m_shapePanel = nullptr;
    TokensPanel *m_tokensPanel = nullptr;
    LazyPage *m_projectionsPage = nullptr;
    LazyPage *m_directPage = nullptr;

    QLabel *m_resultLabel = nullptr;
    Announcer *m_announcer = nullptr;
    QString m_pendingAnnouncement; ///< said when the next snapshot arrives
    QString m_engineError;         ///< the engine's refusal shown in the status bar, if any
    QString m_viewFormula;         ///< the last cell formula a view showed in the status bar
    QProgressBar *m_busy = nullptr;
};

} // namespace attn::ui
