#include "PresentationMode.h"

#include "HeatmapViewBase.h"
#include "PresentationBanner.h"
#include "Walkthrough.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTextEdit>
#include <QToolBar>

#include <algorithm>

namespace attn::ui {

namespace {

const QString fontScaleKey = QStringLiteral("presentation/fontScale");
const QString contrastKey = QStringLiteral("presentation/highContrast");
constexpr double minScale = 0.75;
constexpr double maxScale = 4.0;
constexpr double scaleStep = 1.15;

/// Keys typed into a text field stay there; everything else may step the walkthrough.
bool editsText(QWidget *widget)
{
    return qobject_cast<QLineEdit *>(widget) || qobject_cast<QTextEdit *>(widget)
           || qobject_cast<QPlainTextEdit *>(widget) || qobject_cast<QAbstractSpinBox *>(widget)
           || (widget && qobject_cast<QComboBox *>(widget->parentWidget()));
}

} // namespace

PresentationMode::PresentationMode(QMainWindow *window, Walkthrough *walkthrough, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_walkthrough(walkthrough)
{
    QSettings settings;
    m_fontScale = std::clamp(settings.value(fontScaleKey, defaultFontScale()).toDouble(), minScale,
                             maxScale);
    m_highContrast = settings.value(contrastKey, false).toBool();

    m_bannerDock = new QDockWidget(tr("Presentation"), window);
    m_bannerDock->setObjectName(QStringLiteral("presentationBanner"));
    m_bannerDock->setProperty("sessionOnly", true);
    m_bannerDock->setFeatures(QDockWidget::NoDockWidgetFeatures);
    m_bannerDock->setTitleBarWidget(new QWidget(m_bannerDock));
    m_banner = new PresentationBanner(m_bannerDock);
    m_bannerDock->setWidget(m_banner);
    window->addDockWidget(Qt::TopDockWidgetArea, m_bannerDock);
    m_bannerDock->hide();

    m_toggle = new QAction(tr("&Presentation Mode"), this);
    m_toggle->setCheckable(true);
    QList<QKeySequence> keys{QKeySequence(Qt::Key_F11)};
    const QKeySequence fullScreen(QKeySequence::FullScreen);
    if (!fullScreen.isEmpty() && fullScreen != keys.first())
        keys << fullScreen;
    m_toggle->setShortcuts(keys);
    m_toggle->setStatusTip(tr("Full screen with large text for a projector; the arrow keys "
                              "step through the walkthrough, Esc leaves"));
    m_contrast = new QAction(tr("&High Contrast"), this);
    m_contrast->setCheckable(true);
    m_contrast->setChecked(m_highContrast);
    m_zoomIn = new QAction(tr("&Larger Text"), this);
    m_zoomIn->setShortcut(QKeySequence::ZoomIn);
    m_zoomOut = new QAction(tr("&Smaller Text"), this);
    m_zoomOut->setShortcut(QKeySequence::ZoomOut);
    m_zoomReset = new QAction(tr("&Reset Text Size"), this);
    m_zoomReset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    // Outside presentation mode Ctrl++ / Ctrl+- zoom the heatmaps: these only serve inside.
    for (QAction *a : {m_zoomIn, m_zoomOut, m_zoomReset})
        a->setEnabled(false);
    // On the window itself, so F11 still works while the menu bar is hidden.
    window->addAction(m_toggle);

    connect(m_toggle, &QAction::toggled, this, &PresentationMode::setActive);
    connect(m_contrast, &QAction::toggled, this, &PresentationMode::setHighContrast);
    connect(m_zoomIn, &QAction::triggered, this, &PresentationMode::zoomIn);
    connect(m_zoomOut, &QAction::triggered, this, &PresentationMode::zoomOut);
    connect(m_zoomReset, &QAction::triggered, this, &PresentationMode::resetZoom);
    connect(m_walkthrough, &Walkthrough::changed, this, &PresentationMode::refreshBanner);
    refreshBanner();
}

PresentationMode::~PresentationMode()
{
    if (m_active)
        qApp->removeEventFilter(this);
}

QWidget *PresentationMode::banner() const
{
    return m_banner;
}

void PresentationMode::setActive(bool active)
{
    if (active == m_active)
        return;
    if (active)
        enter();
    else
        leave();
    m_toggle->setChecked(active);
    for (QAction *a : {m_zoomIn, m_zoomOut, m_zoomReset})
        a->setEnabled(active);
    emit activeChanged(active);
    emit fontScaleChanged(effectiveFontScale());
}

void PresentationMode::enter()
{
    m_active = true;
    refreshBanner();
    m_windowState = m_window->windowState();
    m_geometry = m_window->geometry();
    m_visible.clear();
    const QList<QDockWidget *> docks = m_window->findChildren<QDockWidget *>();
    for (QDockWidget *dock : docks) {
        if (dock == m_bannerDock || dock->parentWidget() != m_window)
            continue;
        m_visible.insert(dock, dock->isVisible());
        if (!m_keptDocks.contains(dock->objectName()))
            dock->hide();
    }
    const QList<QToolBar *> bars = m_window->findChildren<QToolBar *>();
    for (QToolBar *bar : bars) {
        if (bar->parentWidget() != m_window)
            continue;
        m_visible.insert(bar, bar->isVisible());
        if (!m_keptToolBars.contains(bar->objectName()))
            bar->hide();
    }
    // The status bar's hover formulas would sit at the bottom of the projected screen.
    const QList<QStatusBar *> statusBars = m_window->findChildren<QStatusBar *>();
    for (QStatusBar *bar : statusBars) {
        if (bar->parentWidget() != m_window)
            continue;
        m_visible.insert(bar, bar->isVisible());
        bar->hide();
    }
    if (QWidget *menu = m_window->menuWidget()) {
        m_visible.insert(menu, menu->isVisible());
        // A hidden menu's shortcuts do not fire: every menu action goes on the window
        // itself while the menu bar is hidden, so each shortcut works as in the window.
        m_borrowedActions.clear();
        const QList<QAction *> own = m_window->actions();
        QList<QAction *> pending = menu->actions();
        while (!pending.isEmpty()) {
            QAction *action = pending.takeFirst();
            if (QMenu *sub = action->menu())
                pending += sub->actions();
            else if (!action->isSeparator() && !own.contains(action)
                     && !m_borrowedActions.contains(action))
                m_borrowedActions << action;
        }
        m_window->addActions(m_borrowedActions);
        menu->hide();
    }
    // The heatmaps grow through ViewOptions::fontScale; pinning them to today's font keeps
    // the larger application font from enlarging them a second time.
    m_appFont = QApplication::font();
    m_appPalette = QApplication::palette();
    const QList<HeatmapViewBase *> views = m_window->findChildren<HeatmapViewBase *>();
    for (HeatmapViewBase *view : views) {
        m_viewFonts.insert(view, view->testAttribute(Qt::WA_SetFont) ? view->font() : QFont());
        // Setting the size marks it as the view's own, so the application's no longer flows in.
        QFont pinned = view->font();
        if (pinned.pointSizeF() > 0)
            pinned.setPointSizeF(pinned.pointSizeF());
        else
            pinned.setPixelSize(pinned.pixelSize());
        view->setFont(pinned);
    }
    m_walkthroughWasActive = m_walkthrough->isActive();
    if (!m_lessonRunning) {
        m_walkthrough->setActive(true);
        m_bannerDock->show();
    }
    applyLook();
    m_window->showFullScreen();
    qApp->installEventFilter(this);
}

void PresentationMode::leave()
{
    m_active = false;
    qApp->removeEventFilter(this);
    m_bannerDock->hide();
    QApplication::setFont(m_appFont);
    QApplication::setPalette(m_appPalette);
    const QList<HeatmapViewBase *> views = m_window->findChildren<HeatmapViewBase *>();
    for (HeatmapViewBase *view : views) {
        if (m_viewFonts.contains(view))
            view->setFont(m_viewFonts.value(view));
    }
    m_viewFonts.clear();
    for (QAction *action : std::as_const(m_borrowedActions))
        m_window->removeAction(action);
    m_borrowedActions.clear();
    for (auto it = m_visible.cbegin(); it != m_visible.cend(); ++it)
        it.key()->setVisible(it.value());
    m_visible.clear();
    m_walkthrough->setActive(m_walkthroughWasActive);
    m_window->setWindowState(m_windowState);
    if (!(m_windowState & (Qt::WindowFullScreen | Qt::WindowMaximized)))
        m_window->setGeometry(m_geometry);
}

void PresentationMode::setLessonRunning(bool running)
{
    if (running == m_lessonRunning)
        return;
    m_lessonRunning = running;
    if (!m_active)
        return;
    m_bannerDock->setVisible(!running);
    m_walkthrough->setActive(running ? m_walkthroughWasActive : true);
}

void PresentationMode::applyLook()
{
    if (!m_active)
        return;
    QApplication::setFont(enlargedFont(m_appFont, m_fontScale));
    QApplication::setPalette(m_highContrast ? highContrastPalette() : m_appPalette);
    m_banner->applyFonts();
}

void PresentationMode::refreshBanner()
{
    // The banner is shown only in presentation mode; enter() refreshes it. Outside, the
    // texts would cost a softmax row per edit for nothing.
    if (!m_active)
        return;
    QList<QStringList> steps;
    for (int i = 0; i < m_walkthrough->count(); ++i)
        steps << m_walkthrough->texts(i);
    m_banner->setHoldHeight(m_walkthrough->isConcealed());
    m_banner->setAllSteps(steps);
    m_banner->setStep(m_walkthrough->title(), m_walkthrough->explanation(),
                      m_walkthrough->formula());
}

void PresentationMode::setFontScale(double scale)
{
    scale = std::clamp(scale, minScale, maxScale);
    if (std::abs(scale - m_fontScale) < 1e-9)
        return;
    m_fontScale = scale;
    QSettings().setValue(fontScaleKey, m_fontScale);
    applyLook();
    emit fontScaleChanged(effectiveFontScale());
}

void PresentationMode::zoomIn()
{
    setFontScale(m_fontScale * scaleStep);
}

void PresentationMode::zoomOut()
{
    setFontScale(m_fontScale / scaleStep);
}

void PresentationMode::resetZoom()
{
    setFontScale(defaultFontScale());
}

double PresentationMode::defaultFontScale() const
{
    // As large as the pipeline's stages still fit below the banner (and beside a lesson):
    // the views' text at 1366 x 768 as it is, larger on taller screens (1.25 at 1920 x 1080).
    const QScreen *screen = m_window->screen();
    const double height = screen ? screen->geometry().height() : 768.0;
    return std::clamp(height / 864.0, 1.0, 2.5);
}

void PresentationMode::setHighContrast(bool on)
{
    if (on != m_highContrast) {
        m_highContrast = on;
        QSettings().setValue(contrastKey, on);
        applyLook();
    }
    m_contrast->setChecked(on);
}

bool PresentationMode::eventFilter(QObject *watched, QEvent *event)
{
    const bool shortcut = event->type() == QEvent::ShortcutOverride;
    if (!m_active || (event->type() != QEvent::KeyPress && !shortcut))
        return QObject::eventFilter(watched, event);
    auto *key = static_cast<QKeyEvent *>(event);
    QWidget *target = qobject_cast<QWidget *>(watched);
    if (!target || target->window() != m_window)
        return QObject::eventFilter(watched, event);
    const Qt::KeyboardModifiers mods = key->modifiers() & ~Qt::KeypadModifier;
    // The menu bar is hidden: Alt and a menu's letter (Alt+C) opens that menu at the top
    // of the screen, as in the window.
    if (mods == Qt::AltModifier && m_window->menuWidget() && !m_window->menuWidget()->isVisible())
        if (auto *bar = qobject_cast<QMenuBar *>(m_window->menuWidget())) {
            const QKeySequence pressed(key->keyCombination());
            const QList<QAction *> menus = bar->actions();
            for (QAction *entry : menus) {
                if (!entry->menu() || !entry->isVisible() || !entry->isEnabled()
                    || QKeySequence::mnemonic(entry->text()) != pressed)
                    continue;
                event->accept();
                if (!shortcut)
                    entry->menu()->popup(m_window->mapToGlobal(QPoint(0, 0)));
                return true;
            }
        }
    const bool control
        = mods == Qt::ControlModifier || mods == (Qt::ControlModifier | Qt::ShiftModifier);
    enum { None, Next, Back, Leave, In, Out, Reset } action = None;
    if (mods == Qt::NoModifier) {
        switch (key->key()) {
        case Qt::Key_Right:
        case Qt::Key_PageDown:
            action = editsText(target) || m_lessonRunning ? None : Next;
            break;
        case Qt::Key_Left:
        case Qt::Key_PageUp:
            action = editsText(target) || m_lessonRunning ? None : Back;
            break;
        case Qt::Key_Escape:
            action = Leave;
            break;
        default:
            break;
        }
    } else if (control) {
        if (key->key() == Qt::Key_Plus || key->key() == Qt::Key_Equal)
            action = In;
        else if (key->key() == Qt::Key_Minus)
            action = Out;
        else if (key->key() == Qt::Key_0)
            action = Reset;
    }
    if (action == None)
        return QObject::eventFilter(watched, event);
    // Claim the key before any shortcut or widget sees it, then act on the key press.
    event->accept();
    if (shortcut)
        return true;
    if (key->isAutoRepeat() && action == Leave)
        return true;
    switch (action) {
    case Next:
        m_walkthrough->next();
        break;
    case Back:
        m_walkthrough->previous();
        break;
    case Leave:
        setActive(false);
        break;
    case In:
        m_zoomIn->trigger();
        break;
    case Out:
        m_zoomOut->trigger();
        break;
    case Reset:
        m_zoomReset->trigger();
        break;
    case None:
        break;
    }
    return true;
}

} // namespace attn::ui
