import * as RadixDialog from '@radix-ui/react-dialog'
import * as Slider from '@radix-ui/react-slider'
import { useId, useState } from 'react'
import { useReturnFocus } from '@/components/ui/dialog'
import { cn } from '@/lib/cn'
import { FONT_FAMILIES, RADIUS, readSettings, type Settings, saveSettings } from '../settings'
import { iconButton } from './icon-button'
import { Icon } from './icons'

/** Font family and border radius, applied at once and remembered. */
export function SettingsDrawer({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const returnFocus = useReturnFocus(open)
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-backdrop fixed inset-0 z-40 bg-slate-900/30" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-y-0 right-0 z-50 flex w-[320px] max-w-full flex-col bg-white shadow-xl focus:outline-none"
        >
          <div className="flex h-[88px] shrink-0 items-center justify-between border-b border-slate-100 px-6">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">Settings</RadixDialog.Title>
            <RadixDialog.Close aria-label="Close settings" className={iconButton}>
              <Icon name="close" />
            </RadixDialog.Close>
          </div>
          <SettingsForm />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

function SettingsForm() {
  const [settings, setSettings] = useState(readSettings)
  const radiusLabel = useId()
  const update = (change: Partial<Settings>) => {
    const next = { ...settings, ...change }
    setSettings(next)
    saveSettings(next)
  }
  return (
    <div className="flex flex-col gap-8 overflow-y-auto px-6 py-6">
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-slate-800">Font Family</legend>
        <div className="flex flex-col gap-2">
          {FONT_FAMILIES.map((font) => (
            <label
              key={font}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-app border px-4 py-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                settings.fontFamily === font
                  ? 'border-brand-500 bg-brand-50'
                  : 'border-slate-200 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="font-family"
                value={font}
                checked={settings.fontFamily === font}
                onChange={() => update({ fontFamily: font })}
                className="accent-brand-600"
              />
              <span style={{ fontFamily: `'${font}'` }}>{font}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <div className="mb-4 flex items-center justify-between">
          <span id={radiusLabel} className="text-sm font-semibold text-slate-800">
            Border Radius
          </span>
          <output className="text-sm text-slate-600">{settings.borderRadius}px</output>
        </div>
        <Slider.Root
          min={RADIUS.min}
          max={RADIUS.max}
          step={RADIUS.step}
          value={[settings.borderRadius]}
          onValueChange={([borderRadius]) => borderRadius !== undefined && update({ borderRadius })}
          className="relative flex h-5 w-full touch-none items-center select-none"
        >
          <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
            <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
          </Slider.Track>
          <Slider.Thumb
            aria-labelledby={radiusLabel}
            className="block h-5 w-5 rounded-full border-2 border-brand-600 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
        </Slider.Root>
        <div className="mt-2 flex justify-between text-xs text-slate-500" aria-hidden="true">
          <span>{RADIUS.min}px</span>
          <span>{RADIUS.max}px</span>
        </div>
      </div>
    </div>
  )
}
