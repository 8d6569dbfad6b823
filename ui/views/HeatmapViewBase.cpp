#include "HeatmapViewBase.h"

#include "HeatmapAccessible.h"
#include "KeyboardAccess.h"
#include "ViewSpecs.h"

#include <QApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

constexpr double maxZoom = 64;

/// Tooltips need a real window system: the offscreen platform (tests, headless runs)
/// warns on every one, and nobody could see it there.
bool canShowToolTips()
{
    const QString platform = QGuiApplication::platformName();
    return platform != QLatin1String("offscreen") && platform != QLatin1String("minimal");
}

} // namespace

HeatmapViewBase::HeatmapViewBase(QWidget *parent)
    : SnapshotView(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    // Screen readers see the cells as a table (HeatmapAccessible.h).
    HeatmapAccessible::installFactory();
}

void HeatmapViewBase::setSnapshot(SnapshotPtr snapshot)
{
    m_snapshot = std::move(snapshot);
    m_hover = Hit();
    m_sizeHint = QSize();
    invalidateLayout();
    // Keep the focus cell where it was if it still exists.
    if (m_focusCell.y() >= 0) {
        const ViewLayout &layout = currentLayout();
        if (m_focusPanel >= int(layout.panels.size())) {
            m_focusCell = QPoint(-1, -1);
        } else {
            const HeatmapLayout &panel = layout.panels[std::size_t(m_focusPanel)].layout;
            if (m_focusCell.y() >= panel.rows || m_focusCell.x() >= panel.columns)
                m_focusCell = QPoint(-1, -1);
        }
        applyFocusToLayout();
    }
    // The cells read the new numbers; a screen reader must not keep the old ones.
    notifyHeatmapTableChanged(this);
    update();
}

void HeatmapViewBase::setOptions(const ViewOptions &options)
{
    m_options = options;
    m_sizeHint = QSize();
    invalidateLayout();
    update();
}

void HeatmapViewBase::setMaskEditing(bool editing)
{
    m_maskEditing = editing;
    setCursor(editing ? Qt::CrossCursor : Qt::ArrowCursor);
}

void HeatmapViewBase::setZoom(double zoom)
{
    m_zoom = std::clamp(zoom, 1.0, maxZoom);
    clampPan();
    invalidateLayout();
    update();
}

bool HeatmapViewBase::darkBackground() const
{
    return palette().color(QPalette::Window).lightness() < 128;
}

void HeatmapViewBase::invalidateLayout()
{
    m_layoutValid = false;
    m_layout = ViewLayout();
}

const ViewLayout &HeatmapViewBase::currentLayout() const
{
    if (!m_layoutValid) {
        if (m_snapshot) {
            m_layout = buildLayout(QRectF(rect()), font(), m_zoom, m_pan, darkBackground());
        } else {
            m_layout = ViewLayout();
            m_layout.bounds = QRectF(rect());
            m_layout.font = viewFont(font(), m_options);
            m_layout.dark = darkBackground();
            m_layout.message = tr("No scenario loaded");
        }
        m_layoutValid = true;
        applyFocusToLayout();
    }
    return m_layout;
}

void HeatmapViewBase::applyFocusToLayout() const
{
    for (std::size_t i = 0; i < m_layout.panels.size(); ++i)
        m_layout.panels[i].spec.focusCell = int(i) == m_focusPanel ? m_focusCell : QPoint(-1, -1);
}

void HeatmapViewBase::setFocusCell(int panel, int row, int column)
{
    const ViewLayout &layout = currentLayout();
    const int oldPanel = m_focusPanel;
    if (panel < 0 || panel >= int(layout.panels.size())) {
        m_focusCell = QPoint(-1, -1);
    } else {
        const HeatmapLayout &l = layout.panels[std::size_t(panel)].layout;
        m_focusPanel = panel;
        m_focusCell = QPoint(std::clamp(column, 0, std::max(0, l.columns - 1)),
                             std::clamp(row, 0, std::max(0, l.rows - 1)));
    }
    applyFocusToLayout();
    if (m_focusPanel != oldPanel)
        notifyHeatmapTableChanged(this);
    notifyHeatmapFocusCell(this);
    update();
}

QSize HeatmapViewBase::sizeHint() const
{
    if (!m_snapshot)
        return QSize(480, 360);
    if (!m_sizeHint.isValid()) {
        const QSizeF size = preferredSize();
        m_sizeHint = QSize(std::clamp(int(std::ceil(size.width())), 320, 1400),
                           std::clamp(int(std::ceil(size.height())), 240, 1000));
    }
    return m_sizeHint;
}

QSize HeatmapViewBase::minimumSizeHint() const
{
    return QSize(200, 160);
}

void HeatmapViewBase::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    const bool dark = darkBackground();
    painter.fillRect(rect(), heatmapcolors::background(dark));
    painter.setClipRect(event->rect());
    paintViewLayout(painter, currentLayout());
    if (hasFocus() && m_focusCell.y() < 0) {
        painter.setClipping(false);
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
}

void HeatmapViewBase::resizeEvent(QResizeEvent *event)
{
    SnapshotView::resizeEvent(event);
    clampPan();
    invalidateLayout();
}

void HeatmapViewBase::clampPan()
{
    // The pan may go as far as the zoomed area is larger than the view.
    const QSizeF extra = QSizeF(size()) * (m_zoom - 1);
    m_pan.setX(std::clamp(m_pan.x(), 0.0, std::max(0.0, extra.width())));
    m_pan.setY(std::clamp(m_pan.y(), 0.0, std::max(0.0, extra.height())));
}

void HeatmapViewBase::zoomAround(double factor, const QPointF &anchor)
{
    const double zoom = std::clamp(m_zoom * factor, 1.0, maxZoom);
    if (zoom == m_zoom)
        return;
    const QPointF origin = currentLayout().heatmapArea.topLeft();
    const QPointF unzoomed = (anchor - origin + m_pan) / m_zoom;
    m_pan = unzoomed * zoom - (anchor - origin);
    m_zoom = zoom;
    clampPan();
    invalidateLayout();
    update();
}

void HeatmapViewBase::announce(int panel, int row, int column, bool showToolTip)
{
    const QString formula = formulaAt(panel, row, column);
    if (formula.isEmpty())
        return;
    const QString line = formulaStatusLine(formula);
    emit statusMessage(line);
    setAccessibleDescription(line);
    if (showToolTip && canShowToolTips()) {
        const QRect cell = cellRectAt(panel, row, column).toAlignedRect();
        QToolTip::showText(mapToGlobal(cell.bottomRight()), formulaToolTip(formula), this, cell);
    }
}

void HeatmapViewBase::activate(const Hit &hit)
{
    const ViewLayout &layout = currentLayout();
    if (hit.panel < 0 || hit.panel >= int(layout.panels.size()))
        return;
    const ViewPanel &panel = layout.panels[std::size_t(hit.panel)];
    if (hit.cell.region == HeatmapHit::Cell) {
        // Copies: a receiver may change the options, and the layout with them.
        const HeatmapHit cell = hit.cell;
        const bool weight = panel.kind == CellKind::Weight;
        const int head = panel.head;
        setFocusCell(hit.panel, cell.row, cell.column);
        const bool toggles = weight || panel.kind == CellKind::Mask;
        if (m_maskEditing && toggles)
            emit cellToggleRequested(cell.row, cell.column);
        else if (panel.rowsAreQueries)
            emit queryRowActivated(cell.row);
        if (weight && !m_maskEditing)
            emit weightCellActivated(head, cell.row, cell.column);
    } else if (hit.cell.region == HeatmapHit::RowLabel && panel.rowsAreQueries) {
        emit queryRowActivated(hit.cell.row);
    }
}

void HeatmapViewBase::scrollToCell(int panel, int row, int column)
{
    if (m_zoom <= 1)
        return;
    const QRectF cell = cellRectAt(panel, row, column);
    const QRectF area = currentLayout().heatmapArea;
    QPointF shift;
    if (cell.left() < area.left())
        shift.setX(cell.left() - area.left());
    else if (cell.right() > area.right())
        shift.setX(cell.right() - area.right());
    if (cell.top() < area.top())
        shift.setY(cell.top() - area.top());
    else if (cell.bottom() > area.bottom())
        shift.setY(cell.bottom() - area.bottom());
    if (!shift.isNull()) {
        m_pan += shift;
        clampPan();
        invalidateLayout();
        update();
    }
}

void HeatmapViewBase::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF position = event->position();
    if (m_pressed && (event->buttons() & Qt::LeftButton)) {
        const QPointF moved = position - QPointF(m_pressPos);
        if (!m_dragging && m_zoom > 1
            && moved.manhattanLength() >= QApplication::startDragDistance())
            m_dragging = true;
        if (m_dragging) {
            m_pan = m_pressPan - moved;
            clampPan();
            invalidateLayout();
            update();
            return;
        }
    }
    const Hit hit = hitAt(position);
    const bool same = hit.panel == m_hover.panel && hit.cell.region == m_hover.cell.region
                      && hit.cell.row == m_hover.cell.row && hit.cell.column == m_hover.cell.column;
    if (same)
        return;
    m_hover = hit;
    if (hit.cell.region == HeatmapHit::Cell) {
        const QString formula = formulaAt(hit.panel, hit.cell.row, hit.cell.column);
        emit statusMessage(formulaStatusLine(formula));
        if (QToolTip::isVisible() && canShowToolTips()) {
            const QRect cell = cellRectAt(hit.panel, hit.cell.row, hit.cell.column).toAlignedRect();
            QToolTip::showText(event->globalPosition().toPoint(), formulaToolTip(formula), this,
                               cell);
        }
    } else if (hit.cell.region == HeatmapHit::RowLabel
               && currentLayout().panels[std::size_t(hit.panel)].rowsAreQueries) {
        emit statusMessage(tr("Click to follow this query through every stage"));
    }
}

void HeatmapViewBase::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        SnapshotView::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    m_pressed = true;
    m_dragging = false;
    m_pressPos = event->position().toPoint();
    m_pressPan = m_pan;
}

void HeatmapViewBase::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        SnapshotView::mouseReleaseEvent(event);
        return;
    }
    if (m_pressed && !m_dragging)
        activate(hitAt(event->position()));
    m_pressed = false;
    m_dragging = false;
}

void HeatmapViewBase::leaveEvent(QEvent *event)
{
    m_hover = Hit();
    SnapshotView::leaveEvent(event);
}

void HeatmapViewBase::wheelEvent(QWheelEvent *event)
{
    const QPoint delta = event->angleDelta();
    if (event->modifiers() & Qt::ControlModifier) {
        zoomAround(std::pow(1.0015, delta.y()), event->position());
        event->accept();
        return;
    }
    if (m_zoom <= 1) {
        event->ignore();
        return;
    }
    const bool horizontal = (event->modifiers() & Qt::ShiftModifier) || delta.x() != 0;
    const double step = horizontal ? (delta.x() != 0 ? delta.x() : delta.y()) : delta.y();
    if (horizontal)
        m_pan.rx() -= step;
    else
        m_pan.ry() -= step;
    clampPan();
    invalidateLayout();
    update();
    event->accept();
}

void HeatmapViewBase::keyPressEvent(QKeyEvent *event)
{
    if (const std::optional<double> step = zoomStepForKey(event)) {
        if (*step > 0)
            zoomAround(*step, currentLayout().heatmapArea.center());
        else
            setZoom(1);
        return;
    }
    const ViewLayout &layout = currentLayout();
    if (layout.panels.empty()) {
        SnapshotView::keyPressEvent(event);
        return;
    }
    int panel = std::clamp(m_focusPanel, 0, int(layout.panels.size()) - 1);
    int row = std::max(0, m_focusCell.y());
    int column = std::max(0, m_focusCell.x());
    const bool hadFocusCell = m_focusCell.y() >= 0;
    switch (event->key()) {
    case Qt::Key_Left:
        column -= hadFocusCell ? 1 : 0;
        break;
    case Qt::Key_Right:
        column += hadFocusCell ? 1 : 0;
        break;
    case Qt::Key_Up:
        row -= hadFocusCell ? 1 : 0;
        break;
    case Qt::Key_Down:
        row += hadFocusCell ? 1 : 0;
        break;
    case Qt::Key_Home:
        column = 0;
        break;
    case Qt::Key_End:
        column = layout.panels[std::size_t(panel)].layout.columns - 1;
        break;
    case Qt::Key_PageUp:
    case Qt::Key_PageDown:
        panel = stepPanel(panel, event->key() == Qt::Key_PageDown ? 1 : -1);
        break;
    case Qt::Key_F:
        if (event->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier)) {
            SnapshotView::keyPressEvent(event);
            return;
        }
        readFormulaAloud();
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (hadFocusCell) {
            Hit hit;
            hit.panel = panel;
            hit.cell.region = HeatmapHit::Cell;
            hit.cell.row = row;
            hit.cell.column = column;
            activate(hit);
        }
        return;
    case Qt::Key_Escape:
        if (hadFocusCell) {
            clearFocusCell();
            return;
        }
        SnapshotView::keyPressEvent(event);
        return;
    default:
        SnapshotView::keyPressEvent(event);
        return;
    }
    setFocusCell(panel, row, column);
    scrollToCell(m_focusPanel, m_focusCell.y(), m_focusCell.x());
    announce(m_focusPanel, m_focusCell.y(), m_focusCell.x(), true);
}

void HeatmapViewBase::focusInEvent(QFocusEvent *event)
{
    SnapshotView::focusInEvent(event);
    // Qt sends the table's focus event after this handler: the cell's must follow it.
    QMetaObject::invokeMethod(
        this, [this] { notifyHeatmapFocusCell(this); }, Qt::QueuedConnection);
    update();
}

void HeatmapViewBase::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange) {
        m_sizeHint = QSize();
        invalidateLayout();
        update();
    }
    SnapshotView::changeEvent(event);
}

bool HeatmapViewBase::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && canShowToolTips()) {
        auto *help = static_cast<QHelpEvent *>(event);
        const Hit hit = hitAt(help->pos());
        const ViewLayout &layout = currentLayout();
        if (hit.cell.region == HeatmapHit::Cell) {
            const QString formula = formulaAt(hit.panel, hit.cell.row, hit.cell.column);
            const QRect cell = cellRectAt(hit.panel, hit.cell.row, hit.cell.column).toAlignedRect();
            QToolTip::showText(help->globalPos(), formulaToolTip(formula), this, cell);
        } else if (hit.cell.region == HeatmapHit::RowLabel
                   && layout.panels[std::size_t(hit.panel)].rowsAreQueries) {
            QToolTip::showText(help->globalPos(),
                               tr("Click to follow this query through every stage"), this);
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return SnapshotView::event(event);
}

} // namespace attn::ui
