#include "PresentationMode.h"

#include "HeatmapViewBase.h"
#include "Walkthrough.h"
#include "WalkthroughPanel.h"

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
#include <QMenuBar>
#include <QPlainTextEdit>
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

QFont enlargedFont(QFont font, double factor)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        font.setPixelSize(std::max(1, int(font.pixelSize() * factor + 0.5)));
    return font;
}

QLabel *bannerLabel(QWidget *parent, const QString &accessibleName, Qt::TextFormat format)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(format);
    label->setAccessibleName(accessibleName);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

} // namespace

QPalette highContrastPalette()
{
    const QColor black(Qt::black);
    const QColor white(Qt::white);
    const QColor yellow(255, 215, 0);
    QPalette p;
    p.setColor(QPalette::Window, black);
    p.setColor(QPalette::WindowText, white);
    p.setColor(QPalette::Base, black);
    p.setColor(QPalette::AlternateBase, QColor(32, 32, 32));
    p.setColor(QPalette::Text, white);
    p.setColor(QPalette::Button, QColor(16, 16, 16));
    p.setColor(QPalette::ButtonText, white);
    p.setColor(QPalette::BrightText, yellow);
    p.setColor(QPalette::Highlight, yellow);
    p.setColor(QPalette::HighlightedText, black);
    p.setColor(QPalette::ToolTipBase, black);
    p.setColor(QPalette::ToolTipText, white);
    p.setColor(QPalette::PlaceholderText, QColor(200, 200, 200));
    p.setColor(QPalette::Link, QColor(0, 255, 255));
    p.setColor(QPalette::Light, QColor(96, 96, 96));
    p.setColor(QPalette::Midlight, QColor(64, 64, 64));
    p.setColor(QPalette::Mid, QColor(160, 160, 160));
    p.setColor(QPalette::Dark, QColor(200, 200, 200));
    p.setColor(QPalette::Shadow, white);
    const QColor disabled(170, 170, 170);
    p.setColor(QPalette::Disabled, QPalette::WindowText, disabled);
    p.setColor(QPalette::Disabled, QPalette::Text, disabled);
    p.setColor(QPalette::Disabled, QPalette::ButtonText, disabled);
    return p;
}

PresentationMode::PresentationMode(QMainWindow *window, Walkthrough *walkthrough, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_walkthrough(walkthrough)
{
    QSettings settings;
    m_fontScale = std::clamp(settings.value(fontScaleKey, 1.5).toDouble(), minScale, maxScale);
    m_highContrast = settings.value(contrastKey, false).toBool();

    // The banner: the step and its explanation on the left, the formula large on the right.
    m_bannerDock = new QDockWidget(tr("Presentation"), window);
    m_bannerDock->setObjectName(QStringLiteral("presentationBanner"));
    m_bannerDock->setFeatures(QDockWidget::NoDockWidgetFeatures);
    m_bannerDock->setTitleBarWidget(new QWidget(m_bannerDock));
    auto *banner = new QWidget(m_bannerDock);
    banner->setAccessibleName(tr("Presentation banner"));
    auto *grid = new QGridLayout(banner);
    grid->setContentsMargins(12, 6, 12, 6);
    m_bannerTitle = bannerLabel(banner, tr("Walkthrough step"), Qt::PlainText);
    m_bannerText = bannerLabel(banner, tr("What this step computes"), Qt::PlainText);
    m_bannerFormula = bannerLabel(banner, tr("Formula with the current numbers"), Qt::RichText);
    m_bannerKeys = bannerLabel(banner, tr("Keys"), Qt::PlainText);
    m_bannerKeys->setText(tr("\u2192 / Page Down: next   \u2190 / Page Up: back   "
                             "Ctrl+/Ctrl\u2212: text size   Esc: leave"));
    m_bannerKeys->setAlignment(Qt::AlignRight | Qt::AlignBottom);
    grid->addWidget(m_bannerTitle, 0, 0);
    grid->addWidget(m_bannerText, 1, 0);
    grid->addWidget(m_bannerFormula, 0, 1, 2, 1);
    grid->addWidget(m_bannerKeys, 2, 0, 1, 2);
    grid->setColumnStretch(0, 4);
    grid->setColumnStretch(1, 5);
    m_bannerDock->setWidget(banner);
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
    m_contrast = new QAction(tr("&High Contrast in Presentation"), this);
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
    return m_bannerDock->widget();
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
    m_windowState = m_window->windowState();
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
        bar->hide();
    }
    if (QWidget *menu = m_window->menuWidget()) {
        m_visible.insert(menu, menu->isVisible());
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
    m_walkthrough->setActive(true);
    m_bannerDock->show();
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
    for (auto it = m_visible.cbegin(); it != m_visible.cend(); ++it)
        it.key()->setVisible(it.value());
    m_visible.clear();
    m_walkthrough->setActive(m_walkthroughWasActive);
    if (m_windowState & Qt::WindowFullScreen)
        m_window->showFullScreen();
    else if (m_windowState & Qt::WindowMaximized)
        m_window->showMaximized();
    else
        m_window->showNormal();
}

void PresentationMode::applyLook()
{
    if (!m_active)
        return;
    QApplication::setFont(enlargedFont(m_appFont, m_fontScale));
    QApplication::setPalette(m_highContrast ? highContrastPalette() : m_appPalette);
    // The banner's own sizes, relative to the (already enlarged) application font.
    const QFont base = QApplication::font();
    QFont title = enlargedFont(base, 1.2);
    title.setBold(true);
    m_bannerTitle->setFont(title);
    m_bannerText->setFont(base);
    m_bannerFormula->setFont(enlargedFont(base, 1.25));
    m_bannerKeys->setFont(enlargedFont(base, 0.7));
}

void PresentationMode::refreshBanner()
{
    m_bannerTitle->setText(m_walkthrough->title());
    m_bannerText->setText(m_walkthrough->explanation());
    m_bannerFormula->setText(formulaHtml(m_walkthrough->formula()));
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
    setFontScale(1.5);
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
    const bool control = mods == Qt::ControlModifier
                         || mods == (Qt::ControlModifier | Qt::ShiftModifier);
    enum { None, Next, Back, Leave, In, Out, Reset } action = None;
    if (mods == Qt::NoModifier) {
        switch (key->key()) {
        case Qt::Key_Right:
        case Qt::Key_PageDown:
            action = editsText(target) ? None : Next;
            break;
        case Qt::Key_Left:
        case Qt::Key_PageUp:
            action = editsText(target) ? None : Back;
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
    case Next: m_walkthrough->next(); break;
    case Back: m_walkthrough->previous(); break;
    case Leave: setActive(false); break;
    case In: zoomIn(); break;
    case Out: zoomOut(); break;
    case Reset: resetZoom(); break;
    case None: break;
    }
    return true;
}

} // namespace attn::ui
