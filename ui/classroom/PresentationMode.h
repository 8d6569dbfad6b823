#pragma once

#include <QFont>
#include <QHash>
#include <QObject>
#include <QPalette>
#include <QPointer>
#include <QRect>

class QAction;
class QDockWidget;
class QMainWindow;
class QWidget;

namespace attn::ui {

class PresentationBanner;
class Walkthrough;

/// Presentation mode for a projector: full screen, editor docks, toolbars and menus hidden,
/// large text (Ctrl++ / Ctrl+- / Ctrl+0, remembered), an optional high-contrast palette, the
/// walkthrough's step and formula large above the views, and the keyboard (or a presenter
/// clicker) stepping the walkthrough: Right / Page Down next, Left / Page Up back. Esc
/// leaves and restores the window as it was.
class PresentationMode : public QObject
{
    Q_OBJECT

public:
    /// The text a back row reads on a projected screen 768 pixels tall, in pixels: the
    /// lesson's question, its feedback and its hint, and the statistics' tables and legends
    /// are at least this large in presentation mode.
    static constexpr int backRowPixels = 24;

    PresentationMode(QMainWindow *window, Walkthrough *walkthrough, QObject *parent = nullptr);
    ~PresentationMode() override;

    bool isActive() const { return m_active; }
    /// The remembered text zoom of presentation mode (QSettings "presentation/fontScale").
    double fontScale() const { return m_fontScale; }
    /// What views should use now: fontScale() while active, else 1.
    double effectiveFontScale() const { return m_active ? m_fontScale : 1.0; }
    bool highContrast() const { return m_highContrast; }

    QAction *toggleAction() const { return m_toggle; }
    QAction *highContrastAction() const { return m_contrast; }
    QAction *zoomInAction() const { return m_zoomIn; }
    QAction *zoomOutAction() const { return m_zoomOut; }
    QAction *zoomResetAction() const { return m_zoomReset; }

    /// Docks (by object name) that stay visible in presentation mode when they were visible,
    /// e.g. the lesson panel while a lesson is presented.
    void setKeptDocks(const QStringList &objectNames) { m_keptDocks = objectNames; }
    /// Toolbars (by object name) that stay on screen as the presentation's strip of toggles
    /// (scaling, causal mask, head, mask editing, precision), reachable by mouse.
    void setKeptToolBars(const QStringList &objectNames) { m_keptToolBars = objectNames; }
    /// While a lesson runs its panel tells the story: presentation mode then shows no
    /// walkthrough banner and does not start the walkthrough (whose highlight would replace
    /// the lesson's stage), and the arrow keys are left to the lesson's buttons.
    void setLessonRunning(bool running);
    /// The banner above the views (for tests and screenshots).
    QWidget *banner() const;

public slots:
    void setActive(bool active);
    void zoomIn();
    void zoomOut();
    void resetZoom();
    void setHighContrast(bool on);

signals:
    void activeChanged(bool active);
    /// The presentation's text zoom for the views (ViewOptions::fontScale) changed, or
    /// presentation mode started (the views' own size is to be kept) or ended (to be restored).
    void fontScaleChanged(double scale);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void enter();
    void leave();
    void applyLook();
    void setFontScale(double scale);
    double defaultFontScale() const;
    void refreshBanner();

    QMainWindow *m_window;
    Walkthrough *m_walkthrough;
    QDockWidget *m_bannerDock;
    PresentationBanner *m_banner;
    QAction *m_toggle;
    QAction *m_contrast;
    QAction *m_zoomIn;
    QAction *m_zoomOut;
    QAction *m_zoomReset;
    QStringList m_keptDocks;
    QStringList m_keptToolBars;
    QList<QAction *> m_borrowedActions; ///< menu actions put on the window while presenting

    bool m_active = false;
    double m_fontScale = 1.0;
    bool m_highContrast = false;

    // What leaving restores.
    Qt::WindowStates m_windowState;
    QRect m_geometry;                    ///< the window's client area before
    QHash<QWidget *, bool> m_visible;    ///< docks, toolbars, menu and status bar
    QHash<QWidget *, QFont> m_viewFonts; ///< views pinned to the base font (see enter())
    QFont m_appFont;
    QPalette m_appPalette;
    bool m_walkthroughWasActive = false;
    bool m_lessonRunning = false;
};

} // namespace attn::ui
