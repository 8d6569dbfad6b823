#include "Theme.h"

#include <QApplication>
#include <QPainter>
#include <QPalette>
#include <QProxyStyle>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>

namespace attn::ui {

namespace {

const QString themeKey = QStringLiteral("view/theme");
const QString colorMapKey = QStringLiteral("view/colorMap");

/// The desktop's own style and palette, taken before the first theme is applied.
struct SystemLook
{
    QString styleName;
    QPalette palette;
};

const SystemLook &systemLook()
{
    static const SystemLook look{QApplication::style()->name(), QApplication::palette()};
    return look;
}

/// Fusion for the dark theme. Fusion outlines check boxes and radio buttons in a shade
/// darker than the window, which vanishes on a dark one: this draws a light ring over them,
/// and tints checked tool buttons (Causal mask, Edit mask) so "on" shows at a glance.
class DarkFusionStyle : public QProxyStyle
{
public:
    DarkFusionStyle()
        : QProxyStyle(QStringLiteral("Fusion"))
    {
    }

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget) const override
    {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        if (element == PE_PanelButtonTool && (option->state & State_On)) {
            QColor tint = option->palette.color(QPalette::Highlight);
            tint.setAlphaF(option->state & State_Enabled ? 0.45 : 0.2);
            painter->fillRect(QRectF(option->rect).adjusted(1, 1, -1, -1), tint);
            return;
        }
        const bool check
            = element == PE_IndicatorCheckBox || element == PE_IndicatorItemViewItemCheck;
        if (!check && element != PE_IndicatorRadioButton)
            return;
        QColor ring = option->palette.color(QPalette::WindowText);
        ring.setAlphaF(option->state & State_Enabled ? 0.6 : 0.3);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setPen(QPen(ring, 1));
        painter->setBrush(Qt::NoBrush);
        const QRectF box = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
        if (check)
            painter->drawRoundedRect(box, 1.5, 1.5);
        else
            painter->drawEllipse(box.adjusted(0.5, 0.5, -0.5, -0.5));
        painter->restore();
    }
};

QPalette darkPalette()
{
    // Fusion's own dark roles; text and background keep a contrast above 10:1.
    const QColor window(0x2b, 0x2b, 0x2b);
    const QColor base(0x1f, 0x1f, 0x1f);
    const QColor text(0xe8, 0xe8, 0xe8);
    const QColor disabled(0x80, 0x80, 0x80);
    const QColor highlight(0x3d, 0x84, 0xc6);
    QPalette p(window);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x33, 0x33, 0x33));
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa0));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4a, 0x4a));
    p.setColor(QPalette::Midlight, QColor(0x3c, 0x3c, 0x3c));
    p.setColor(QPalette::Mid, QColor(0x28, 0x28, 0x28));
    p.setColor(QPalette::Dark, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::Shadow, QColor(0x0a, 0x0a, 0x0a));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7c, 0xb7, 0xf0));
    p.setColor(QPalette::LinkVisited, QColor(0xb3, 0x9d, 0xf0));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x50, 0x50));
    return p;
}

} // namespace

bool isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness()
           < palette.color(QPalette::WindowText).lightness();
}

QPalette themePalette(Theme theme)
{
    switch (theme) {
    case Theme::Light: {
        QStyle *fusion = QStyleFactory::create(QStringLiteral("Fusion"));
        const QPalette light = fusion ? fusion->standardPalette() : QPalette(Qt::white);
        delete fusion;
        return light;
    }
    case Theme::Dark:
        return darkPalette();
    case Theme::System:
        break;
    }
    return systemLook().palette;
}

void applyTheme(Theme theme)
{
    const SystemLook &look = systemLook();
    const bool proxied = dynamic_cast<DarkFusionStyle *>(QApplication::style()) != nullptr;
    if (theme == Theme::Dark) {
        if (!proxied)
            QApplication::setStyle(new DarkFusionStyle);
    } else {
        const QString style = theme == Theme::System ? look.styleName : QStringLiteral("Fusion");
        if (proxied || QApplication::style()->name().compare(style, Qt::CaseInsensitive) != 0)
            QApplication::setStyle(style);
    }
    QApplication::setPalette(themePalette(theme));
    QSettings().setValue(themeKey, int(theme));
}

Theme savedTheme()
{
    const int value = QSettings().value(themeKey, int(Theme::System)).toInt();
    return value == int(Theme::Light) || value == int(Theme::Dark) ? Theme(value) : Theme::System;
}

int savedColorMap(int fallback)
{
    bool ok = false;
    const int value = QSettings().value(colorMapKey).toInt(&ok);
    return ok ? value : fallback;
}

void saveColorMap(int colorMap)
{
    QSettings().setValue(colorMapKey, colorMap);
}

} // namespace attn::ui
